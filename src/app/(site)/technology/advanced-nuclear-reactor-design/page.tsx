import { ArticlePage } from '@/components/ui/article-page';
import { staticRoutes } from '@/config/routes';
import { advancedNuclearArticle } from '@/lib/site-copy/technology/articles';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.advancedNuclear);

export default function AdvancedNuclearPage() {
  return <ArticlePage article={advancedNuclearArticle} />;
}
