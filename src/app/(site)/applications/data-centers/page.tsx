import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { dataCentersArticle } from '@/content/applications/data-centers';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.dataCenters);

export default function DataCentersPage() {
  return <ArticlePage article={dataCentersArticle} />;
}
