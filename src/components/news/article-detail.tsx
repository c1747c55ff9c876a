import { PageLink } from '@/components/ui/page-link';
import { HeaderArt } from '@/components/layout/header-art';
import { CalendarIcon } from '@/components/ui/icons';
import type { Article } from '@/lib/news/types';
import { eventRange, formatEventRange, formatPostDate, isoDate } from '@/lib/format/dates';
import { imageSizes, imageSrcSet } from '@/lib/format/images';
import styles from './article-detail.module.css';
import { MediaContent } from './media-content';

const BACK_LINKS: Record<Article['kind'], { href: string; label: string }> = {
  posts: { href: '/newsroom', label: 'Newsroom' },
  media: { href: '/media', label: 'Commons' },
  event: { href: '/event', label: 'Events' },
};

/** One article, media item or event, with everything the CMS gave for it (already sanitised). */
export function ArticleDetail({ article }: { article: Article }) {
  const back = BACK_LINKS[article.kind];
  const machineDate = isoDate(article.date);
  const isEvent = article.kind === 'event';
  const showImage = article.image && !(article.kind === 'media' && (article.videoId || article.resourceUrl));
  const heroSrcSet = imageSrcSet(article.image);
  return (
    <article className={styles.article}>
      <header className={`on-dark ${styles.hero}`}>
        <HeaderArt className={styles.heroArt} />
        <div className={`container ${styles.heroInner}`}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <PageLink href={back.href}>
              ← {back.label}
            </PageLink>
          </nav>
          {article.categories.length > 0 ? (
            <p className={styles.categories} data-testid="article-categories">
              {article.categories.map((category) => category.name).join(', ')}
            </p>
          ) : null}
          <h1 className={styles.title} dangerouslySetInnerHTML={{ __html: article.title || 'Untitled' }} />
          <p className={styles.meta} data-testid="article-date">
            {isEvent ? (
              <span>{formatEventRange(article.eventStart, article.eventEnd)}</span>
            ) : machineDate ? (
              <time dateTime={machineDate}>{formatPostDate(article.date)}</time>
            ) : (
              <span>{formatPostDate(article.date)}</span>
            )}
            {article.kind === 'posts' && article.author !== 'Anonymous' ? <span> · By {article.author}</span> : null}
          </p>
          {isEvent && eventRange(article) ? (
            <p>
              <a className={styles.calendar} href={`/newsroom/event/${article.id}/calendar.ics`} download>
                <CalendarIcon className={styles.calendarIcon} />
                Add to calendar
              </a>
            </p>
          ) : null}
        </div>
      </header>
      <div className={`container ${styles.main}`}>
        {showImage && article.image ? (
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- CMS images come from the CMS host at their own sizes */}
            <img
              src={article.image.src}
              srcSet={heroSrcSet}
              sizes={heroSrcSet ? imageSizes.articleHero : undefined}
              alt={article.image.alt}
              width={article.image.width ?? undefined}
              height={article.image.height ?? undefined}
              fetchPriority="high"
            />
          </figure>
        ) : null}
        {article.kind === 'media' ? <MediaContent article={article} /> : null}
        {article.blockquote ? (
          <blockquote className={styles.quote} dangerouslySetInnerHTML={{ __html: article.blockquote }} />
        ) : null}
        {article.content ? (
          <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
        ) : article.excerpt ? (
          <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.excerpt }} />
        ) : null}
        {article.kind !== 'media' && article.embed ? (
          <div className={styles.embed} dangerouslySetInnerHTML={{ __html: article.embed }} />
        ) : null}
        {article.externalUrl ? (
          <p className={styles.external}>
            <a className="button button-outline-dark" href={article.externalUrl} target="_blank" rel="noopener noreferrer">
              {article.kind === 'posts' && article.author !== 'Anonymous' ? `Read the full story at ${article.author}` : 'Open the original'}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
