import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import sharp from 'sharp';
import { packIco } from '../render/formats/ico';
import type { TSiteInfo } from '../../core/api';
import type { Locale } from '../../core/constants';
import { SOCIAL_FIRST_LOOK } from '../../core/social/api';
import { printFirstPreviewUrl } from '../../core/print/api';
import type { Config } from '../config';
import { PROJECT_ROOT } from '../lib/paths';
import { assetRoutes } from './assets';
import { frameAncestors, pageCsp } from './headers';
import { cardPagePreloads } from '../modules/cards/preloads';
import { mockupPagePreloads, viPagePreloads } from '../modules/mockups/preloads';

export const WEB_DIST = join(PROJECT_ROOT, 'dist/web');
const PUBLIC_DIR = join(PROJECT_ROOT, 'server/public');

/** The site settings the page may see, as a script tag (`<` escaped so it cannot close the tag) the page's CSP allows by its nonce. */
function siteScript(info: TSiteInfo, nonce: string): string {
  const json = JSON.stringify(info).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">window.__SITE__=${json}</script>`;
}

/** What a page's HTML preloads besides the calls of every page: calls its code makes, and its first pictures. */
export interface PagePreloads {
  /** GET calls, exactly as the page's code asks them. */
  calls: string[];
  /** Pictures of the first view, exactly as the page draws them (the phone's largest among them). */
  images: string[];
}

/**
 * Preloads of the calls every area page makes first (the signed-in user, and
 * the logo details when `?logo=` names one): the browser fetches them while
 * it still loads the code, and the page's own fetch of the same address takes
 * the answer. `crossorigin` (anonymous) is the credentials mode of the page's
 * fetch (same-origin), which a preload must match to be used.
 */
export function dataPreloads(url: string): string {
  const q = url.indexOf('?');
  const logo = q >= 0 ? new URLSearchParams(url.slice(q)).get('logo') : null;
  const hrefs = ['/api/me'];
  const logoId = logo !== null && /^[1-9]\d{0,9}$/.test(logo) && Number(logo) <= 2_147_483_647 ? Number(logo) : null;
  if (logoId !== null) hrefs.push(`/api/logo/details?logo=${logoId}`);
  const path = (q >= 0 ? url.slice(0, q) : url).replace(/\/+$/, '');
  const images: string[] = [];
  const add = (p: PagePreloads) => {
    hrefs.push(...p.calls);
    images.push(...p.images);
  };
  // The mockups page's own first calls (its chips and list) and first pictures, which its code would otherwise start late.
  if (logoId !== null && path === '/download/mockup') add(mockupPagePreloads(logoId));
  // The social media kit's first previews (web/api/social.ts, the first look with the page's first texts).
  if (logoId !== null && path === '/download/social') hrefs.push(`/api/logo/${logoId}/social/preview?look=${SOCIAL_FIRST_LOOK}`);
  // The print shop's first item (web/api/print.ts).
  if (logoId !== null && path === '/download/print') hrefs.push(printFirstPreviewUrl(logoId));
  // The brand identity page's first mockups (its largest picture on a phone), and the brand PPT's deck (its first slide).
  if (logoId !== null && path === '/download/vi') add(viPagePreloads(logoId));
  if (logoId !== null && path === '/download/brand-ppt') hrefs.push(`/api/logo/${logoId}/brand-ppt`);
  // The business cards' first design with the site's sample person.
  if (logoId !== null && path === '/download/business-card') add(cardPagePreloads(logoId));
  return (
    hrefs.map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin="anonymous">`).join('') +
    // Pictures as the page's <img> asks them (no CORS), the first one the page's largest on a phone.
    images.map((href, i) => `<link rel="preload" href="${escapeAttr(href)}" as="image"${i === 0 ? ' fetchpriority="high"' : ''}>`).join('')
  );
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The build's manifest entry of each language (web/i18n/{locale}.ts → its chunk). */
const CATALOGUE_SOURCES: Record<Locale, string> = { en: 'i18n/en.ts', zh: 'i18n/zh.ts' };

type Manifest = Record<string, { file?: string; imports?: string[]; css?: string[] }>;

/**
 * Modulepreloads of the site's language chunk and the chunks it imports,
 * named by the build manifest: the page loads them before its first render,
 * so they come with the entry instead of after it. Nothing when the build
 * has no manifest entry for it.
 */
export function cataloguePreload(manifest: Manifest | null, locale: Locale): string {
  return chunkPreloads(manifest, [CATALOGUE_SOURCES[locale]]);
}

/**
 * Modulepreloads of build entries (sources as the manifest names them) and
 * every chunk they import, and preloads of their style sheets (applied by the
 * code when it imports them, fetched by then). The code asks for a sheet in
 * CORS mode (`crossorigin`, as Vite's loader does): a preload in another mode
 * would not be used and the sheet would be fetched twice.
 */
function chunkPreloads(manifest: Manifest | null, sources: readonly string[]): string {
  const files: string[] = [];
  const sheets: string[] = [];
  const visit = (key: string) => {
    const entry = manifest?.[key];
    if (!entry?.file || files.includes(entry.file)) return;
    files.push(entry.file);
    for (const sheet of entry.css ?? []) if (!sheets.includes(sheet)) sheets.push(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return (
    files.map((file) => `<link rel="modulepreload" href="/download/${file}">`).join('') +
    sheets.map((sheet) => `<link rel="preload" as="style" crossorigin href="/download/${sheet}">`).join('')
  );
}

/**
 * Pages whose own code is a chunk of its own that their address alone names:
 * preloaded with the page, instead of fetched once the entry has run — on a
 * phone's 150 ms round trips, a chain of requests less. Every page of the
 * route table has its row (web/budgets.ts names the same chunks; a test in
 * scripts/check-budgets.test.ts keeps the two in step).
 */
/** antd's theme and texts (web/app/AntdScope.tsx): the sign-in page draws in it (the area's pages load it only with a dialog). */
const ANTD_SCOPE = 'app/AntdScope.tsx';

export const PAGE_SOURCES: Record<string, readonly string[]> = {
  '/download': ['pages/home/HomePage.tsx'],
  '/download/invoice': ['pages/invoice/InvoicePage.tsx'],
  '/download/admin/invoices': ['pages/admin-invoices/AdminInvoicesPage.tsx'],
  '/download/tm': ['pages/trademark/TrademarkPage.tsx'],
  '/download/icon': ['pages/icon/IconPage.tsx'],
  '/download/mod': ['pages/mod/ModPage.tsx'],
  '/download/modify': ['pages/mod/ModPage.tsx'],
  '/download/logo/modify': ['pages/mod/ModPage.tsx'],
  '/download/mockup': ['pages/mockup/MockupsPage.tsx'],
  '/download/business-card': ['pages/business-card/BusinessCardPage.tsx'],
  '/download/vi': ['pages/vi/VIPage.tsx'],
  '/download/brand': ['pages/brand/BrandPage.tsx'],
  '/download/photo': ['pages/frame/FramePage.tsx'],
  '/download/social': ['pages/social/SocialPage.tsx'],
  '/download/design': ['pages/design/DesignPage.tsx'],
  '/download/profile': ['pages/profile/ProfilePage.tsx'],
  '/download/animate': ['pages/animate/AnimatePage.tsx'],
  '/download/email-signature': ['pages/signature/SignaturePage.tsx'],
  '/download/word': ['pages/templates/TemplatesPage.tsx'],
  '/download/ppt': ['pages/templates/TemplatesPage.tsx'],
  '/download/brand-ppt': ['pages/brand-ppt/BrandPptPage.tsx'],
  '/download/portal': ['pages/portal/PortalPage.tsx', 'i18n/pages/portal.{locale}.json'],
  '/download/print': ['pages/print/PrintPage.tsx', 'i18n/pages/print.{locale}.json'],
};

/** A page's source as the build names it on a site: `{locale}` (a page's own texts, web/i18n PAGE_MESSAGES) is the site's language. */
export function pageSource(source: string, locale: Locale): string {
  return source.replace('{locale}', locale);
}

/** The modulepreloads of the page at `path` (no trailing slash needed) on a site, or nothing. */
export function pageChunkPreload(manifest: Manifest | null, path: string, locale: Locale): string {
  const sources = PAGE_SOURCES[path.replace(/\/+$/, '')];
  return sources ? chunkPreloads(manifest, sources.map((source) => pageSource(source, locale))) : '';
}

async function readManifest(): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** An .ico of the site's mark at 16, 32 and 48 px. */
async function faviconIco(svgFile: string): Promise<Buffer> {
  const svg = await readFile(svgFile);
  const pngs = await Promise.all([16, 32, 48].map((side) => sharp(svg, { density: 72 * (side / 32) }).resize(side, side).ensureAlpha().png().toBuffer()));
  return packIco(pngs);
}

/** The sha256 (base64) of each inline script of a static page, for its CSP. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => createHash('sha256').update(m[1]).digest('base64'));
}

/**
 * Serves the built web app under /download/ (history fallback to index.html),
 * the sign-in page at /login, and the spec's static paths.
 */
export async function pageRoutes(app: FastifyInstance, config: Config, partner: { partnerUrl: string | null }): Promise<void> {
  // The stand-in main site is a static page with one inline script, allowed by its hash.
  const siteCsp = pageCsp(config, {
    scriptHashes: inlineScriptHashes(await readFile(join(PUBLIC_DIR, 'site.html'), 'utf8')),
    frameAncestors: frameAncestors(config, '/'),
  });
  // The stand-in of the main site's design tools (/design/{template}, /ai/{tool}): the brand
  // mission and design-hub links land there, and the frame pages show it (spec 01 §2).
  const studioCsp = pageCsp(config, {
    scriptHashes: inlineScriptHashes(await readFile(join(PUBLIC_DIR, 'studio.html'), 'utf8')),
    frameAncestors: frameAncestors(config, '/design/'),
  });
  const templates = new Map<string, string>();
  let manifest: Manifest | null = null;
  async function page(name: 'index.html' | 'login.html', req: FastifyRequest, reply: FastifyReply) {
    let html = templates.get(name);
    if (html === undefined) {
      const file = join(WEB_DIST, name);
      if (!existsSync(file)) {
        return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      }
      html = await readFile(file, 'utf8');
      // Read with the template: a rebuild in development brings both anew.
      manifest = await readManifest();
      if (config.env === 'production') templates.set(name, html);
    }
    const info: TSiteInfo = { locale: req.site, ...config.publicSite, partnerUrl: partner.partnerUrl };
    const nonce = randomBytes(16).toString('base64');
    const path = req.url.split('?')[0];
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp(config, { nonce, frameAncestors: frameAncestors(config, path) }))
      .send(
        html.replace(
          '<!--site-info-->',
          siteScript(info, nonce) +
            cataloguePreload(manifest, req.site) +
            (name === 'index.html' ? dataPreloads(req.url) + pageChunkPreload(manifest, path, req.site) : chunkPreloads(manifest, [ANTD_SCOPE])),
        ),
      );
  }

  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/',
    index: false,
    wildcard: false,
    serve: false,
  });
  app.get('/static/download-frame.css', (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').sendFile('static/download-frame.css'),
  );
  // The site's mark: the SVG as it is, and an ICO (16, 32, 48 px) made from it once, for browsers that ask /favicon.ico.
  app.get('/favicon.svg', (_req, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg'));
  let favicon: Promise<Buffer> | null = null;
  app.get('/favicon.ico', async (_req, reply) => {
    favicon ??= faviconIco(join(PUBLIC_DIR, 'favicon.svg'));
    return reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(await favicon);
  });
  app.get<{ Params: { n: string } }>('/img/download/brand-mission/:n', (req, reply) => {
    if (!/^[1-4]\.jpg$/.test(req.params.n)) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=86400').sendFile(`img/download/brand-mission/${req.params.n}`);
  });

  // The build's files (JS, CSS), from memory: served on every page load, dozens at a time.
  assetRoutes(app, join(WEB_DIST, 'assets'));
  // The share link is /download?logo=…: send it to the area with its query.
  app.get('/download', (req, reply) => {
    const q = req.url.indexOf('?');
    return reply.redirect(`/download/${q >= 0 ? req.url.slice(q) : ''}`, 302);
  });
  app.get('/download/', (req, reply) => page('index.html', req, reply));
  app.get('/login', (req, reply) => page('login.html', req, reply));

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isFile = path.startsWith('/download/assets/') || path.startsWith('/download/fonts/');
    if (req.method === 'GET' && path.startsWith('/download/') && !isFile) {
      return page('index.html', req, reply);
    }
    if (req.method === 'GET' && (path === '/' || path === '/editor' || path === '/designhelp' || path.startsWith('/trademark'))) {
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', siteCsp)
        .sendFile('site.html');
    }
    if (req.method === 'GET' && /^\/(design|ai)\/[A-Za-z0-9_-]{1,40}\/?$/.test(path)) {
      return reply.type('text/html; charset=utf-8').header('content-security-policy', studioCsp).sendFile('studio.html');
    }
    return reply.status(404).send({ code: 404, error: 'NOT_FOUND', msg: 'Not found.' });
  });
}
