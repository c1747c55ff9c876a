import { PageHeader } from '@/components/layout/page-header';
import type { StaticRoute } from '@/config/routes';
import { readCopy } from '@/lib/site-copy';

/** The shared header of the newsroom's pages. */
export function NewsPageHeader({ route, title }: { route: StaticRoute; title?: string }) {
  return <PageHeader subtitle={readCopy('newsPages').subtitle} title={title ?? route.title ?? ''} description={<p>{route.description}</p>} shade />;
}
