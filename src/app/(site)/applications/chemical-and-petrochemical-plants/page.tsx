import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { sectionSubtitle } from '@/lib/section-subtitle';
import { readCopy } from '@/lib/site-copy';

const route = staticRoutes.chemicalPlants;

export const metadata = pageMetadata(route);

export default function ChemicalPlantsPage() {
  const copy = readCopy('chemicalPlants');
  return <ArticlePage article={{ title: route.title, subtitle: sectionSubtitle(route.path, copy.section), copy }} />;
}
