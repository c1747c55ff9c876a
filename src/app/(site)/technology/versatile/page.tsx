import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { industrialUsesArticle } from '@/lib/site-copy/technology/articles';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.versatile);

export default function IndustrialUsesPage() {
  return <ArticlePage article={industrialUsesArticle} />;
}
