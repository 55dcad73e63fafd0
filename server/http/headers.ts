import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers of every answer (docs/EMBEDDING.md says what may frame what).
 *
 * Referrer-Policy is strict-origin-when-cross-origin, not no-referrer: other
 * sites learn only our origin and never a path with a logo id, and WeChat
 * Pay's H5 checkout still sees the domain it checks the Referer against.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** JSON answers: nothing to load, never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Stored files (/oss/…, /files/…): an SVG opened on its own runs no script, loads nothing and cannot be framed. */
export const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The headers of a stored file, also sent by the hot path before the framework (hot-renders.ts). */
export const FILE_HEADERS: Readonly<Record<string, string>> = { ...BASE_HEADERS, 'content-security-policy': FILE_CSP };

/**
 * Area pages an embedding host may not frame: the admin pages, and the pages
 * with payments or a designer's confirmation, which embedded mode hides
 * (spec 01 §2/§6: designer fix, invoice and trademark are "not embedded").
 * The sign-in page and the sandbox checkout are never framed either.
 */
const NEVER_FRAMED = [
  /^\/login(\/|$)/,
  /^\/pay\//,
  /^\/admin\//,
  /^\/download\/admin(\/|$)/,
  /^\/download\/(mod|modify|logo\/modify|invoice|tm)\/?$/,
];

/** Who may frame the page at `path`: the site itself and EMBED_ORIGINS, or nobody. */
export function frameAncestors(config: Config, path: string): string {
  if (NEVER_FRAMED.some((re) => re.test(path))) return "'none'";
  return ["'self'", ...config.publicSite.embedOrigins].join(' ');
}

interface PageCspOptions {
  /** Allows the page's one inline script (the site settings) by its nonce. */
  nonce?: string;
  /** Allows inline scripts by their sha256 (a static page's own script). */
  scriptHashes?: readonly string[];
  frameAncestors: string;
}

/**
 * The Content-Security-Policy of an HTML page: scripts only from the site
 * (plus a nonce or hash for the page's inline script; Stripe's when the English
 * site takes cards through Stripe), styles from the site and inline (antd
 * writes its styles at run time), images from the site and data:/blob: (logo
 * previews, QR codes, the avatar crop), media from the site and blob: (the
 * animation page's video, shown from the bytes it made before it is saved).
 */
export function pageCsp(config: Config, opts: PageCspOptions): string {
  const stripe = config.payments.en === 'stripe';
  const scripts = ["'self'", ...(opts.nonce ? [`'nonce-${opts.nonce}'`] : []), ...(opts.scriptHashes ?? []).map((h) => `'sha256-${h}'`)];
  if (stripe) scripts.push('https://js.stripe.com');
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src 'self'${stripe ? ' https://js.stripe.com https://hooks.stripe.com' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${opts.frameAncestors}`,
  ].join('; ');
}

/**
 * Adds the security headers to every answer the framework sends; a route that
 * set its own Content-Security-Policy (pages, private files) keeps it. Other
 * HTML (the sandbox checkout, the outbox) gets the page policy without inline
 * scripts; stored files get FILE_CSP; everything else (JSON) API_CSP.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    // A route's own referrer policy stands (the brand portal's page sends none: its address holds a link's token).
    const referrer = reply.getHeader('referrer-policy');
    reply.headers(BASE_HEADERS);
    if (referrer !== undefined) reply.header('referrer-policy', referrer);
    if (!reply.hasHeader('content-security-policy')) {
      const path = req.url.split('?')[0];
      const type = String(reply.getHeader('content-type') ?? '');
      if (path.startsWith('/oss/') || path.startsWith('/files/')) reply.header('content-security-policy', FILE_CSP);
      else if (type.startsWith('text/html')) reply.header('content-security-policy', pageCsp(config, { frameAncestors: frameAncestors(config, path) }));
      else reply.header('content-security-policy', API_CSP);
    }
    done(null, payload);
  });
}
