import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { chemicalPlantsArticle } from '@/content/applications/chemical-plants';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.chemicalPlants);

export default function ChemicalPlantsPage() {
  return <ArticlePage article={chemicalPlantsArticle} />;
}
