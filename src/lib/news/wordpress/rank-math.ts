import { Parser } from 'htmlparser2';
import { errorMessage, logger } from '@/lib/log';
import { type WordPressClientOptions, wordpressGet } from './client';
import { asObject, type JsonObject } from './json';

/**
 * Rank Math, the other common SEO plugin, puts nothing in REST records: with its headless support switched
 * on it serves a post's head at `/wp-json/rankmath/v1/getHead?url=<post link>` as `{ success, head }`, the
 * HTML of the tags a theme would print. It is asked only for a post whose record has no `yoast_head_json`,
 * and only when the WordPress lists the `rankmath/v1` namespace in its REST index (read once an hour).
 * Whatever goes wrong, the article is shown without it.
 */

const log = logger('content');

/** How long the REST index's answer holds: plugins are switched on and off rarely. */
const NAMESPACES_TTL_MS = 60 * 60 * 1000;
/** After a failed read of the index, when to ask again. */
const NAMESPACES_RETRY_MS = 60 * 1000;
/** A head longer than this is not one (a whole page, or an attack): it is not parsed. */
const MAX_HEAD_CHARACTERS = 100_000;

/** The REST root of a `/wp/v2` base (https://cms.example.org/wp-json), or null when the base is not one. */
export function restRoot(apiUrl: string): string | null {
  return /\/wp\/v2\/?$/.test(apiUrl) ? apiUrl.replace(/\/wp\/v2\/?$/, '') : null;
}

/**
 * The tags of a head Rank Math prints, in the shape of Yoast's `yoast_head_json` (title, description,
 * robots, og_title, og_description, og_image [{url, width, height, type}], twitter_*), for the one mapper
 * (seo.ts) to check and clean. Read with htmlparser2, which decodes attribute values; only the first of each
 * tag counts, and each og:image:width/height/type belongs to the og:image before it.
 */
export function readHead(head: string): JsonObject {
  const shape: JsonObject = {};
  const images: JsonObject[] = [];
  let inTitle = false;
  let title = '';
  const first = (key: string, value: string | undefined) => {
    if (value !== undefined && !(key in shape)) shape[key] = value;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        const content = attributes.content;
        if (content === undefined) return;
        if (key === 'description') first('description', content);
        else if (key === 'robots') {
          if (!('robots' in shape)) {
            const words = content.toLowerCase().split(/[\s,]+/);
            shape.robots = { index: words.includes('noindex') ? 'noindex' : 'index', follow: words.includes('nofollow') ? 'nofollow' : 'follow' };
          }
        } else if (key === 'og:title' || key === 'og:description' || key === 'twitter:title' || key === 'twitter:description' || key === 'twitter:image') {
          first(key.replace(':', '_'), content);
        } else if (key === 'og:image' || key === 'og:image:secure_url') {
          if (key === 'og:image' || images.length === 0) images.push({ url: content });
          else images.at(-1)!.url = content;
        } else if (/^og:image:(width|height|type)$/.test(key) && images.length > 0) {
          const image = images.at(-1)!;
          const field = key.slice('og:image:'.length);
          if (!(field in image)) image[field] = content;
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          first('title', title);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(head);
  if (images.length > 0) shape.og_image = images;
  return shape;
}

export interface RankMath {
  /** The post's head in Yoast's shape, or null: no Rank Math, no head, or any failure (logged). */
  headOf(postId: number, link: unknown): Promise<JsonObject | null>;
}

/** Rank Math on the WordPress `client` reads, asked as described above. */
export function createRankMath(client: WordPressClientOptions, now: () => number = Date.now): RankMath {
  const root = restRoot(client.apiUrl);
  const rootClient = root ? { ...client, apiUrl: root } : null;
  let known: { present: boolean; until: number } | null = null;
  let asking: Promise<boolean> | null = null;

  async function present(): Promise<boolean> {
    if (!rootClient) return false;
    if (known && now() < known.until) return known.present;
    asking ??= (async () => {
      try {
        // The index lists every route with its schema; the namespaces are all this needs.
        const response = await wordpressGet(rootClient, '', { _fields: 'namespaces' });
        const namespaces = asObject(response.body)?.namespaces;
        const found = response.status === 200 && Array.isArray(namespaces) && namespaces.includes('rankmath/v1');
        known = { present: found, until: now() + NAMESPACES_TTL_MS };
      } catch (error) {
        log.debug({ err: error }, `could not read the WordPress REST index (${errorMessage(error)}); asking Rank Math for no head until it answers`);
        known = { present: false, until: now() + NAMESPACES_RETRY_MS };
      } finally {
        asking = null;
      }
      return known.present;
    })();
    return asking;
  }

  return {
    async headOf(postId, link) {
      if (typeof link !== 'string' || !/^https?:\/\//.test(link) || !rootClient || !(await present())) return null;
      try {
        const response = await wordpressGet(rootClient, 'rankmath/v1/getHead', { url: link });
        const body = asObject(response.body);
        const head = body?.head;
        if (response.status !== 200 || body?.success !== true || typeof head !== 'string' || head.length > MAX_HEAD_CHARACTERS) {
          log.debug({ post: postId, status: response.status }, `Rank Math gave no usable head for post ${postId}; the article's own values stand in`);
          return null;
        }
        return readHead(head);
      } catch (error) {
        log.debug({ post: postId, err: error }, `Rank Math's head of post ${postId} could not be read (${errorMessage(error)}); the article's own values stand in`);
        return null;
      }
    },
  };
}
