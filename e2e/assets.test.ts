import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, siteUrl } from './setup/browser';

/** The built web app's files go out compressed ahead of time (brotli, else gzip), cached for a year. */
async function firstScript(): Promise<string> {
  const html = await (await fetch(siteUrl('en', '/download/'))).text();
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${html.slice(0, 300)}`);
  return siteUrl('en', src);
}

describe('static assets of the web app', () => {
  it('are sent as brotli or gzip by Accept-Encoding, with Vary, and as they are to a client that takes neither', async () => {
    const url = await firstScript();
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('cache-control')).toContain('immutable');

    // Node's fetch decompresses by itself: read the raw bytes through a decoder-free request.
    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
          .on('error', reject)
          .end();
      });
    };
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(br.body.length).toBeLessThan(body.length / 2);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(body)).toBe(true);
  });
});

describe('the build manifest', () => {
  it('is the server\'s, not a public file (its address is just another page of the area)', async () => {
    for (const path of ['/download/.vite/manifest.json', '/download/.vite/manifest.json.br', '/download/.vite/manifest.json.gz']) {
      const res = await fetch(siteUrl('en', path));
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).not.toContain('i18n/en.ts');
    }
  });
});

describe('the site\'s language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => closeBrowser(browser));

  it.each([
    ['en', 'zh', 'Logo download'],
    ['zh', 'en', 'Logo下载'],
  ] as const)('%s: the page names its language chunk in the HTML (preloaded with the entry), loads it and never the other one', async (site, other, menuText) => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // The shared demo logo, as a visitor: the page renders in the site's language.
    const response = await page.goto(siteUrl(site, '/download/?logo=1005'));
    const html = await response!.text();
    const preload = new RegExp(`<link rel="modulepreload" href="(/download/assets/${site}-[\\w-]+\\.js)">`).exec(html);
    expect(preload, 'modulepreload of the language chunk').not.toBeNull();
    expect(html).not.toMatch(new RegExp(`assets/${other}-[\\w-]+\\.js`));
    await page.getByTestId('logo-title').waitFor();
    expect((await page.getByTestId('menu-download').innerText()).trim()).toBe(menuText);
    expect(scripts).toContain(preload![1]);
    expect(scripts.filter((path) => new RegExp(`/assets/${other}-`).test(path))).toEqual([]);
    await ctx.close();
  });

  it('says in both languages that the page could not load when its language chunk does not arrive, instead of staying blank', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.route(/\/download\/assets\/en-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(siteUrl('en', '/download/?logo=1005'));
    const failed = page.getByRole('alert');
    await failed.waitFor();
    expect(await failed.textContent()).toBe('页面加载失败，请刷新重试。 The page could not load: please reload it.');
    expect(await page.getByTestId('logo-title').count()).toBe(0);
    await ctx.close();
  });
});
