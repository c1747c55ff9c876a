import type { ReactNode } from 'react';
import { CardGrid } from '@/components/ui/card-grid';
import type { ListState } from '@/lib/news/queries';
import { listItemId, listStatusId } from '@/lib/news/show-more';
import { ArticleCard, type CardVariant } from './article-card';
import styles from './article-list.module.css';
import { ShowMore } from './show-more';

export interface ArticleListProps {
  /** Element id of the list (Show More moves focus within it). */
  id: string;
  /** Accessible name of the list. */
  label: string;
  state: ListState;
  variant?: CardVariant;
  showAuthor?: boolean;
  headingLevel?: 2 | 3;
  /** The URL of the next page (built by the page, which knows its other query parameters). */
  moreHref?: (page: number) => string;
  /** Shown when the source answered with no items at all. */
  empty?: ReactNode;
  /**
   * The list opens the page: the first card's image is its largest paint (high priority) and the first
   * row's images load at once. A list further down (the home strip) leaves every image to load lazily,
   * so none of them competes with the first screen.
   */
  priorityFirst?: boolean;
  /** What the cards are, singular and plural, for Show More's announcement. */
  noun?: readonly [string, string];
}

const ARTICLES = ['article', 'articles'] as const;

/**
 * Cards in a grid, then Show More while more pages exist; on a list that pages, Show More's announcer
 * stays after the last page. Until the first page arrives — or when a page cannot be loaded —
 * 'Loading...' stays and paging stops, as the specification describes.
 */
export function ArticleList({ id, label, state, variant = 'small', showAuthor = false, headingLevel = 2, moreHref, empty, priorityFirst = true, noun = ARTICLES }: ArticleListProps) {
  const { items, hasMore, failed, page } = state;
  return (
    <div className={styles.wrapper}>
      {items.length > 0 ? (
        <CardGrid id={id} columns={variant === 'small' ? 3 : 1} aria-label={label}>
          {items.map((article, index) => (
            <li key={`${article.kind}-${article.id}`} id={listItemId(id, index)} data-item-index={index}>
              <ArticleCard article={article} variant={variant} showAuthor={showAuthor} headingLevel={headingLevel} eager={priorityFirst && index < 3} priority={index === 0 && priorityFirst} />
            </li>
          ))}
        </CardGrid>
      ) : null}
      {failed ? (
        <p id={listStatusId(id)} className={styles.status} role="status" tabIndex={-1} data-testid="list-loading">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <div className={styles.status} data-testid="list-empty">
          {empty ?? <p>There are no articles here yet.</p>}
        </div>
      ) : null}
      {moreHref ? (
        <ShowMore
          listId={id}
          href={hasMore && !failed ? `${moreHref(page + 1)}#${listItemId(id, items.length)}` : undefined}
          shown={items.length}
          noun={noun}
          className={styles.more}
        />
      ) : null}
    </div>
  );
}
