import { STATIC_SECURITY_HEADERS } from '../../server/app-interface.mjs';

/**
 * Response headers that protect every page. Scripts are admitted by the SHA-256 hashes of the page's
 * own inline scripts, which the server entry adds once per rendered page (server/html/csp.mjs), so a cached
 * page keeps one policy for everyone; without the entry (the development server), by a per-request nonce.
 */

/** Video players that CMS embeds and the YouTube player may frame (only once content asks for one). */
export const EMBED_PLAYER_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

/** The hosts a third-party captcha needs, allowed only when the operator has chosen that provider. */
export const CAPTCHA_HOSTS = {
  altcha: { script: [], frame: [], connect: [] },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: ['https://challenges.cloudflare.com'] },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
  },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
} as const;

export interface CspOptions {
  /** Admit inline scripts by this nonce; without one, the server entry appends the page's script hashes. */
  nonce?: string;
  /** Development needs 'unsafe-eval' for React's debugging aids; production never gets it. */
  development?: boolean;
  /** Served over https: ask browsers to upgrade any stray http sub-resource. */
  https?: boolean;
  /** Origins CMS images, documents and videos are served from (the WordPress host, a CDN). */
  contentOrigins?: readonly string[];
  /** The forms' captcha; only a third-party provider adds hosts. */
  captcha?: keyof typeof CAPTCHA_HOSTS;
  /**
   * The editing screen's own policy (/keystatic): with GitHub storage it talks to GitHub's API and shows
   * the editor's avatar and the repository's images; its web-font request stays refused.
   */
  editing?: 'local' | 'github';
}

/** The hosts the editing screen reaches in GitHub mode. */
export const EDITING_GITHUB_HOSTS = { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'] };

export function buildContentSecurityPolicy({
  nonce,
  development = false,
  https = false,
  contentOrigins = [],
  captcha = 'altcha',
  editing,
}: CspOptions): string {
  const github = editing === 'github' ? EDITING_GITHUB_HOSTS : { connect: [], img: [] };
  const players = EMBED_PLAYER_HOSTS.map((host) => `https://${host}`);
  const captchaHosts = CAPTCHA_HOSTS[captcha];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // With a nonce, 'strict-dynamic' lets the admitted scripts load the rest; with hashes, 'self' and the
    // captcha's hosts name every script file, and the entry lists the page's inline scripts.
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
      ...captchaHosts.script,
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes (e.g. a header's background position) are harmless; scripts are the risk.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...contentOrigins, ...github.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...captchaHosts.connect, ...github.connect],
    // The proof-of-work captcha computes in workers it starts from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", ...contentOrigins],
    'frame-src': ["'self'", ...contentOrigins, ...players, ...captchaHosts.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export { STRICT_TRANSPORT_SECURITY } from '../../server/app-interface.mjs';

/** Headers that are the same on every response, pages and static files alike. */
export const staticSecurityHeaders: ReadonlyArray<{ key: string; value: string }> = STATIC_SECURITY_HEADERS;

/** True when the visitor reached us over https, directly or through a TLS-terminating proxy. */
export function isHttpsRequest(protocol: string, forwardedProto: string | null): boolean {
  const forwarded = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return protocol === 'https:';
}

/** A nonce of 128 random bits, base64-encoded. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
