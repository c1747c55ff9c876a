import { CategoryListing } from '@/components/news/category-listing';
import { newsCategories } from '@/config/news';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import type { SearchParams } from '@/lib/news/search-params';

const route = staticRoutes.pressReleases;
const feedPath = `${route.path}/feed.xml`;

export const metadata = pageMetadata({ ...route, feed: { path: feedPath, title: `${route.title} RSS feed` } });

export default async function PressReleasesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <CategoryListing route={route} categoryId={newsCategories.pressReleases.id} searchParams={await searchParams} feedPath={feedPath} />
  );
}
