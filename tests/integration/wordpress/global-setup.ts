import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startWordPress } from '../../../scripts/lib/wordpress.mjs';
import { makePgliteTemplate } from '../../support/pglite-template';

type PostType = 'post' | 'app_media' | 'app_event';
type HostileMarker =
  | 'title'
  | 'content'
  | 'excerpt'
  | 'alt'
  | 'caption'
  | 'url'
  | 'resource'
  | 'blockquote'
  | 'source'
  | 'embed'
  | 'authorName'
  | 'eventTitle';

/** What fixtures/seed.php created: ids grouped by purpose, and the counts WordPress should report. */
export interface WordPressManifest {
  site: { url: string; timezone: string; runDate: string };
  categories: Record<
    'inTheNews' | 'ideas' | 'pressReleases' | 'genIv' | 'smallModularReactors' | 'events' | 'blog',
    number
  >;
  authors: Record<'jane' | 'omar' | 'hostile' | 'departed', number>;
  logos: Record<'gazette' | 'journal', number>;
  /** A logo attachment deleted after a post In the News pointed its acf.source_logo at it. */
  deletedLogo: number;
  /** A 4000x2667 upload; `original` is the uploaded file, `url` what WordPress serves as source_url. */
  largePhoto: { id: number; original: string; url: string };
  documents: {
    investorPresentation: { id: number; url: string };
    factSheet: { id: number; url: string; relative: string };
  };
  posts: {
    /** Every published post, newest first. */
    all: number[];
    latest: number;
    inTheNews: Record<string, number>;
    ideas: Record<string, number>;
    pressReleases: Record<string, number>;
    withImage: number[];
    withAcf: number[];
    noAcf: number;
    multiCategory: number;
    richContent: number;
  };
  media: Record<
    'download' | 'downloadRelative' | 'external' | 'youtube' | 'other' | 'image' | 'embed' | 'videoInTheNews' | 'noAcf',
    number
  > & { all: number[] };
  /** Upcoming: end date today or later; past: ended; broken: unparseable dates. Relative to site.runDate. */
  events: { upcoming: number[]; past: number[]; broken: number; all: number[] };
  hostile: Record<'image' | 'post' | 'authorPost' | 'media' | 'mediaDownload' | 'event', number> & {
    markers: Record<HostileMarker, string>;
  };
  /**
   * Posts with a Yoast SEO head (fixtures/seo-plugin.php): every field, some fields, noindex, and hostile
   * text in every field (`markers`, by Yoast's meta name).
   */
  seo: Record<'full' | 'partial' | 'noindex' | 'hostile', number> & { markers: Record<string, string> };
  deletedAuthorPost: number;
  /** Its featured_media still names an attachment that no longer exists. */
  deletedImagePost: number;
  /** Its image was deleted through WordPress, which also cleared featured_media. */
  clearedImagePost: number;
  /** Its featured image is attached to a draft. */
  draftMediaPost: number;
  images: Record<'deleted' | 'cleared' | 'draftAttached' | 'hostile', number>;
  /** Never visible to the public; all filed In the News. */
  hidden: Record<'draft' | 'private' | 'pending' | 'scheduled', number>;
  /** An editor's application password, a draft, and a published post with a newer autosave. */
  preview: {
    user: string;
    password: string;
    draft: number;
    draftTitle: string;
    published: number;
    publishedTitle: string;
    autosaveTitle: string;
  };
  /** Published items per type and category id (what X-WP-Total says for ?categories=ID). */
  counts: Record<PostType, Record<string, number>>;
  /** The `count` of /categories/ID: all three types together. */
  termCounts: Record<string, number>;
  /** Published items per type and year of `date`. */
  years: Record<PostType, Record<string, number>>;
  totals: Record<PostType, number>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT/wp-json/wp/v2 */
    wordpressApiUrl: string;
    wordpressSiteUrl: string;
    wordpressManifest: WordPressManifest;
    /** The run's MariaDB database (tables prefixed wp_). */
    wordpressDatabase: string;
    /** `php <this> FILE ARGS…` runs a PHP file with the test WordPress loaded. */
    wordpressCli: string;
    /** See `setWordPressServer`. */
    wordpressControlUrl: string;
  }
}

/**
 * Stops or restarts the test WordPress's web server from a test (tests run in workers, the server in the
 * main process). 'down': connections are refused until 'up'; the site, its data and port stay the same.
 * Resolves once the change has happened. Use: `await setWordPressServer(inject('wordpressControlUrl'), 'down')`.
 */
export async function setWordPressServer(controlUrl: string, state: 'up' | 'down'): Promise<void> {
  const response = await fetch(`${controlUrl}/${state === 'up' ? 'start' : 'stop'}`, {
    method: 'POST',
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`could not bring WordPress ${state}: ${await response.text()}`);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A real WordPress 6.1 (Debian's package) with seeded content, private to this test run. */
export default async function setup(project: TestProject) {
  const wordpress = await startWordPress();
  const control = createServer((request, response) => {
    const action = request.method === 'POST' ? request.url : undefined;
    const run = action === '/stop' ? wordpress.stopServer : action === '/start' ? wordpress.startServer : undefined;
    if (!run) {
      response.writeHead(404).end('POST /stop or POST /start');
      return;
    }
    run().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  let controlPort: number;
  let removeTemplate: () => void;
  try {
    controlPort = await listen(control);
    // The sites' forms databases start as copies of one.
    removeTemplate = await makePgliteTemplate();
  } catch (error) {
    if (control.listening) control.close();
    await wordpress.stop();
    throw error;
  }
  project.provide('wordpressApiUrl', wordpress.apiUrl);
  project.provide('wordpressSiteUrl', wordpress.siteUrl);
  project.provide('wordpressManifest', wordpress.manifest as WordPressManifest);
  project.provide('wordpressDatabase', wordpress.database);
  project.provide('wordpressCli', wordpress.cli);
  project.provide('wordpressControlUrl', `http://127.0.0.1:${controlPort}`);
  return async () => {
    control.closeAllConnections();
    await new Promise((resolve) => control.close(resolve));
    await wordpress.stop();
    removeTemplate();
  };
}
