import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { coalToNuclearArticle } from '@/content/applications/coal-to-nuclear';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.coalToNuclear);

export default function CoalToNuclearPage() {
  return <ArticlePage article={coalToNuclearArticle} />;
}
