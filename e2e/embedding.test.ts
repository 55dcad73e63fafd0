import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, signIn, siteUrl } from './setup/browser';
import { downloadCard, settled } from './setup/download';
import { startJourneyServer } from './setup/own-server';
import { freePort, type ProductServer } from './setup/server';

/*
 * docs/EMBEDDING.md, spec 01 §7: a host page on another origin frames the
 * area and asks for downloadInfo; the mobile app receives files through its
 * saveFile bridge. A product of its own, started with the partner's origin in
 * EMBED_ORIGINS.
 */
let server: ProductServer;
let browser: Browser;
const hosts: Server[] = [];
let partner: string;
let stranger: string;

/** A real host site: one page that frames the area and records what it is sent. */
async function startHost(areaOrigin: () => string): Promise<string> {
  const port = await freePort();
  const http = createServer((req, res) => {
    const src = `${areaOrigin()}${new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '/download/'}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Partner</title></head><body>
<h1>Partner site</h1>
<iframe id="area" src="${src}" style="width:1100px;height:700px;border:0"></iframe>
<script>
  window.received = [];
  const area = ${JSON.stringify(areaOrigin())};
  window.addEventListener('message', (e) => { if (e.origin === area) window.received.push(e.data); });
  document.getElementById('area').addEventListener('load', () => {
    document.getElementById('area').contentWindow.postMessage({ type: 'getDownloadInfo' }, area);
  });
</script></body></html>`);
  });
  await new Promise<void>((r) => http.listen(port, '127.0.0.1', r));
  hosts.push(http);
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  let area = '';
  partner = await startHost(() => area);
  stranger = await startHost(() => area);
  [server, browser] = await Promise.all([startJourneyServer({ EMBED_ORIGINS: partner }), launchBrowser()]);
  area = `http://localhost:${server.port}`;
}, 120_000);
afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await Promise.all(hosts.map((h) => new Promise((r) => h.close(r))));
});

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

async function fetchImage(url: string) {
  const res = await fetch(url.replace('//localhost:', '//127.0.0.1:'));
  expect(res.status).toBe(200);
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe('downloadInfo for a host page', () => {
  it("answers the partner's request once the page has loaded, with the logo's files", async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto(`${partner}/?src=${encodeURIComponent('/download/?logo=1005')}`);
    const frame = page.frameLocator('#area');
    await frame.getByTestId('logo-title').waitFor();
    await expect.poll(() => received(page), { timeout: 30_000 }).toHaveLength(1);
    const [message] = (await received(page)) as Array<{ data: Record<string, string> }>;
    const area = `http://localhost:${server.port}`;
    expect(message).toMatchObject({
      type: 'downloadInfo',
      logoId: 1005,
      data: { logo: { fa_id: 1005, logo_name: 'Bluewave Labs' } },
    });
    const { data } = message;
    for (const key of ['icon_png', 'jpg', 'main_png', 'png']) expect(data[key].startsWith(`${area}/oss/featured/1005/`)).toBe(true);
    expect(await fetchImage(data.jpg)).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
    expect(await fetchImage(data.png)).toMatchObject({ format: 'png', width: 2400, height: 1800 });
    expect(await fetchImage(data.main_png)).toMatchObject({ format: 'png', width: 2400, height: 1800, hasAlpha: true });
    expect(await fetchImage(data.icon_png)).toMatchObject({ format: 'png', width: 512, height: 512 });

    // Asked again later, the answer comes at once.
    await page.evaluate((origin) => {
      (document.getElementById('area') as HTMLIFrameElement).contentWindow!.postMessage({ type: 'getDownloadInfo' }, origin);
    }, area);
    await expect.poll(() => received(page)).toHaveLength(2);
    await ctx.close();
  });

  it('cannot be framed by a host that is not allowed (CSP frame-ancestors), so it says nothing to it', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await page.goto(`${stranger}/?src=${encodeURIComponent('/download/?logo=1005')}`);
    await refused;
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(await framed?.evaluate(() => document.documentElement.dataset.downloadReady ?? null).catch(() => null) ?? null).toBeNull();
    expect(await received(page)).toEqual([]);
    await ctx.close();
  });

  it('tells the host when the page has no logo', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto(`${partner}/?src=${encodeURIComponent('/download/')}`);
    await expect.poll(() => received(page), { timeout: 30_000 }).toEqual([{ type: 'downloadInfo', logoId: null, error: 'NO_LOGO' }]);
    await ctx.close();
  });
});

describe('the mobile app', () => {
  it('receives a downloaded file through saveFile instead of a browser download', async () => {
    const ctx = await newContext(browser);
    await signIn(ctx, 'en', 'owner@demo.test', 'demo1234', server.port);
    // The app's Android interface, as its web view injects it before the page's scripts.
    await ctx.addInitScript(() => {
      const saved: unknown[] = [];
      Object.assign(window, { saved, LogoApp: { saveFile: (json: string) => saved.push(JSON.parse(json)) } });
    });
    const page = await ctx.newPage();
    let browserDownloads = 0;
    page.on('download', () => browserDownloads++);
    await page.goto(siteUrl('en', '/download/?logo=1001', server.port));
    await page.getByTestId('logo-title').waitFor();
    await page.getByTestId('download-loading').waitFor({ state: 'detached', timeout: 30_000 });

    await page.getByTestId('download-main').click();
    await page.getByTestId('download-main-png-high').waitFor();
    await settled(page);
    await page.getByTestId('download-main-png-high').click();
    await page.getByTestId('size-dialog-file').waitFor();
    await settled(page);
    await page.getByTestId('size-download').click();
    const saved = () => page.evaluate(() => (window as unknown as { saved: Array<Record<string, unknown>> }).saved);
    await expect.poll(async () => (await saved()).length, { timeout: 20_000 }).toBe(1);
    const [file] = await saved();
    expect(file).toMatchObject({ version: 1, name: 'Northwind Coffee-main.png', mimeType: 'image/png' });
    const bytes = Buffer.from(file.base64 as string, 'base64');
    expect(bytes.length).toBe(file.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1000, height: 1000 });
    expect(browserDownloads).toBe(0);

    // Without the bridge (a browser) the same click is a normal download.
    const plain = await newContext(browser);
    await signIn(plain, 'en', 'owner@demo.test', 'demo1234', server.port);
    const web = await plain.newPage();
    await web.goto(siteUrl('en', '/download/?logo=1001', server.port));
    await web.getByTestId('logo-title').waitFor();
    const { name } = await downloadCard(web, 'main', 'svg');
    expect(name).toBe('Northwind Coffee-main.svg');
    await plain.close();
    await ctx.close();
  });
});
