import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { switchOnFullStylesheets } from '@/lib/full-stylesheets';

/**
 * The one way client code opens another page of the site without a reload: the build's full stylesheets
 * are switched on first, since that page may use rules this one was sent without. A lint rule
 * (eslint.config.mjs) forbids the router anywhere else, so no new caller can forget the switch.
 */
export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (href: string, options: { scroll?: boolean; replace?: boolean } = {}) => {
      switchOnFullStylesheets();
      if (options.replace) router.replace(href, { scroll: options.scroll });
      else router.push(href, { scroll: options.scroll });
    },
    [router],
  );
}
