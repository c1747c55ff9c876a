import { PageLink } from '@/components/ui/page-link';
import { defaultArticleImage, newsSettings } from '@/config/news';
import type { Article } from '@/lib/news/types';
import { articleHref, cardBody, cardLabel } from '@/lib/format/cards';
import { formatEventRange, formatPostDate, isoDate } from '@/lib/format/dates';
import { imageSizes, imageSrcSet, logoDisplaySize } from '@/lib/format/images';
import styles from './article-card.module.css';

export type CardVariant = 'small' | 'large' | 'featured';

export interface ArticleCardProps {
  article: Article;
  variant?: CardVariant;
  /** Heading level of the card title under the page's own headings. */
  headingLevel?: 2 | 3;
  /** 'By {author}' under the title (In the News). */
  showAuthor?: boolean;
  /** Load the image at once (the first cards on screen). */
  eager?: boolean;
  /** The page's most prominent image (its largest paint): fetch it first. */
  priority?: boolean;
}

/** The card's date line: an event's date range, or a post's publication date. */
export function CardDate({ article }: { article: Article }) {
  if (article.kind === 'event' && (article.eventStart || article.eventEnd)) {
    return <p className={styles.date}>{formatEventRange(article.eventStart, article.eventEnd)}</p>;
  }
  const machine = isoDate(article.date);
  const text = formatPostDate(article.date);
  return (
    <p className={styles.date}>
      {machine ? <time dateTime={machine}>{text}</time> : text}
    </p>
  );
}

/** 'By {author}', with the outlet's logo before it when there is one. */
function CardAuthor({ article }: { article: Article }) {
  const logo = article.sourceLogo;
  if (!logo) return <p className={styles.author}>By {article.author}</p>;
  const size = logoDisplaySize(logo, newsSettings.logoHeight, newsSettings.logoMaxWidth);
  return (
    <p className={`${styles.author} ${styles.withLogo}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- CMS images come from the CMS host at their own sizes */}
      <img className={styles.logo} src={logo.src} alt={logo.alt} width={size.width} height={size.height} loading="lazy" decoding="async" data-testid="source-logo" />
      <span>By {article.author}</span>
    </p>
  );
}

export function ArticleCard({ article, variant = 'small', headingLevel = 2, showAuthor = false, eager = false, priority = false }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { href, external } = articleHref(article);
  const image = article.image ?? defaultArticleImage;
  // Renditions of the article's own image; the default artwork is a scalable drawing with one size.
  const srcSet = imageSrcSet(article.image);
  const previewLength = variant === 'small' ? newsSettings.previewLength : newsSettings.largePreviewLength;
  return (
    <article className={styles.card} data-variant={variant} data-testid="article-card" data-article-id={article.id}>
      <div className={styles.media}>
        {/* The title names the card; its picture is decoration here (the article page gives it its alt text). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- CMS images come from the CMS host at their own sizes */}
        <img
          className={styles.image}
          src={image.src}
          srcSet={srcSet}
          sizes={srcSet ? (variant === 'small' ? imageSizes.smallCard : imageSizes.largeCard) : undefined}
          alt=""
          width={image.width ?? defaultArticleImage.width}
          height={image.height ?? defaultArticleImage.height}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          data-default-image={article.image ? undefined : 'true'}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.label} data-testid="card-label">
          {cardLabel(article)}
        </p>
        <Heading className={styles.title}>
          {external ? (
            <a className="card-link" href={href} target="_blank" rel="noopener noreferrer">
              <span dangerouslySetInnerHTML={{ __html: article.title || 'Untitled' }} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <PageLink className="card-link" href={href}>
              <span dangerouslySetInnerHTML={{ __html: article.title || 'Untitled' }} />
            </PageLink>
          )}
        </Heading>
        <CardDate article={article} />
        {showAuthor ? <CardAuthor article={article} /> : null}
        <p className={styles.text} data-testid="card-body">
          {cardBody(article, previewLength)}
        </p>
      </div>
    </article>
  );
}
