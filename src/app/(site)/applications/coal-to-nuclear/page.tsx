import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { sectionSubtitle } from '@/lib/section-subtitle';
import { readCopy } from '@/lib/site-copy';

const route = staticRoutes.coalToNuclear;

export const metadata = pageMetadata(route);

export default function CoalToNuclearPage() {
  const copy = readCopy('coalToNuclear');
  return <ArticlePage article={{ title: route.title, subtitle: sectionSubtitle(route.path, copy.section), copy }} />;
}
