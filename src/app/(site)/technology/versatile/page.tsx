import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { versatileArticle } from '@/content/versatile';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.versatile);

export default function IndustrialUsesPage() {
  return <ArticlePage article={versatileArticle} />;
}
