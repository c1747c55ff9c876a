import { CategoryListing } from '@/components/news/category-listing';
import { newsCategories } from '@/config/news';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import type { SearchParams } from '@/lib/news/search-params';

const route = staticRoutes.inTheNews;
const feedPath = `${route.path}/feed.xml`;

export const metadata = pageMetadata({ ...route, feed: { path: feedPath, title: `${route.title} RSS feed` } });

export default async function InTheNewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <CategoryListing
      route={route}
      categoryId={newsCategories.inTheNews.id}
      searchParams={await searchParams}
      variant="large"
      showAuthor
      feedPath={feedPath}
    />
  );
}
