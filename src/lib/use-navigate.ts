import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

/**
 * The one way client code opens another page of the site without a reload (the search box, the search
 * filters): what every such navigation needs happens here once. A lint rule (eslint.config.mjs) forbids the
 * router anywhere else, so no new caller can leave it out.
 */
export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (href: string, options: { scroll?: boolean; replace?: boolean } = {}) => {
      if (options.replace) router.replace(href, { scroll: options.scroll });
      else router.push(href, { scroll: options.scroll });
    },
    [router],
  );
}
