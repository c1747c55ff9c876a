import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { advancedNuclearArticle } from '@/lib/articles/technology';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.advancedNuclear);

export default function AdvancedNuclearPage() {
  return <ArticlePage article={advancedNuclearArticle} />;
}
