import { defaultArticleImage, newsSettings } from '@/config/news';
import type { Article } from '@/lib/news/types';
import styles from './article-detail.module.css';
import { playerStyle } from './player-style';
import { YouTubePlayer } from './youtube-player';

const VIDEO_FILE = /\.(mp4|webm|ogv|mov)(?:[?#].*)?$/i;
const PDF_FILE = /\.pdf(?:[?#].*)?$/i;

function videoType(url: string): string | undefined {
  const extension = VIDEO_FILE.exec(url)?.[1]?.toLowerCase();
  if (extension === 'mp4' || extension === 'mov') return 'video/mp4';
  if (extension === 'webm') return 'video/webm';
  if (extension === 'ogv') return 'video/ogg';
  return undefined;
}

/** What a media item shows on its page: a video player, an embedded PDF, embed markup or its image. */
export function MediaContent({ article }: { article: Article }) {
  const { resourceUrl, videoId, embed, image } = article;
  const poster = image?.src ?? defaultArticleImage.src;

  if (videoId) {
    return <YouTubePlayer videoId={videoId} title={article.titleText} poster={poster} />;
  }
  if (resourceUrl && VIDEO_FILE.test(resourceUrl)) {
    return (
      <video
        className={styles.player}
        style={playerStyle}
        controls
        preload="metadata"
        poster={poster}
        data-testid="video-player"
      >
        <source src={resourceUrl} type={videoType(resourceUrl)} />
        <a href={resourceUrl}>Download the video</a>
      </video>
    );
  }
  if (resourceUrl && (PDF_FILE.test(resourceUrl) || article.mediaType === 'download')) {
    return (
      <div className={styles.document}>
        <iframe
          className={styles.pdf}
          src={resourceUrl}
          title={`Document: ${article.titleText}`}
          height={newsSettings.pdfHeight}
          style={{ height: newsSettings.pdfHeight }}
          data-testid="pdf-frame"
        />
        <p>
          If the document does not display,{' '}
          <a href={resourceUrl} target="_blank" rel="noopener noreferrer">
            please click here<span className="visually-hidden"> to open {article.titleText} in another window</span>
          </a>{' '}
          to open it in another window.
        </p>
      </div>
    );
  }
  if (embed) {
    return <div className={styles.embed} data-testid="embed" dangerouslySetInnerHTML={{ __html: embed }} />;
  }
  return null;
}
