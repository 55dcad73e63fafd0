import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, siteUrl } from './setup/browser';
import { openDialog } from './setup/size-dialog';
import { inContext, people } from './setup/people';

/**
 * The font stack as a reader meets it in Debian's Chromium, where the CJK
 * faces (Noto Sans CJK) are installed and hold Latin letters too: Latin
 * punctuation must come from a Latin face ("We’ll", not the full-width
 * "We’ ll"), while Chinese text still finds a CJK face.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const { contextFor } = people(() => browser);

const CJK_FACE = /CJK|PingFang|Hiragino|YaHei|Noto Sans SC/;

/** Widths of texts set in a span appended to the element `selector` matches (inheriting its font), in CSS pixels. */
function widthsIn(page: Page, selector: string, texts: string[]): Promise<{ widths: number[]; fontSize: number }> {
  return page.locator(selector).first().evaluate((host, all) => {
    const widths = all.map((text) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.style.whiteSpace = 'nowrap';
      host.appendChild(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w;
    });
    return { widths, fontSize: parseFloat(getComputedStyle(host).fontSize) };
  }, texts);
}

/** The faces Chromium drew an element's text with (DevTools' "Rendered fonts"), with their glyph counts. */
async function renderedFonts(page: Page, selector: string): Promise<Array<{ familyName: string; glyphCount: number }>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element ${selector}`);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

describe('the font stack (Latin faces first, CJK after)', () => {
  it('en: a curly apostrophe is as narrow as a straight one, in the page, its own controls and antd\'s components', async () => {
    await inContext(contextFor('en', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await page.getByTestId('logo-title').waitFor();
      // The page's own text (global.css) and its own button (components/Button).
      for (const selector of ['main#main', '[data-testid="edit-button"]']) {
        const { widths, fontSize } = await widthsIn(page, selector, ['We’ll', "We'll", 'account’s', "account's"]);
        expect(Math.abs(widths[0] - widths[1]), `${selector}: We’ll ${widths[0]} px, We'll ${widths[1]} px`).toBeLessThan(fontSize * 0.15);
        expect(Math.abs(widths[2] - widths[3]), `${selector}: account’s ${widths[2]} px, account's ${widths[3]} px`).toBeLessThan(fontSize * 0.15);
      }
      // The curly apostrophe itself is drawn from a Latin face.
      await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.id = 'apostrophe-probe';
        probe.textContent = 'We’ll';
        document.querySelector('main#main')!.appendChild(probe);
      });
      // Its faces are known once it has been laid out, in a frame after it was added (seen empty once, asked at once).
      let fonts: Awaited<ReturnType<typeof renderedFonts>> = [];
      await expect.poll(async () => (fonts = await renderedFonts(page, '#apostrophe-probe')).length).toBeGreaterThan(0);
      expect(fonts.filter((f) => CJK_FACE.test(f.familyName)), JSON.stringify(fonts)).toEqual([]);
      // What draws in antd's scope (the size dialog, loaded when it opens): an antd button's text, and antd's CSS
      // variable (the theme's fontFamily token, set on the class its components carry) holds the same stack.
      await openDialog(page);
      const antdButton = page.locator('.ant-modal .ant-btn').first();
      await antdButton.waitFor();
      const { widths, fontSize } = await widthsIn(page, '.ant-modal .ant-btn', ['We’ll', "We'll"]);
      expect(Math.abs(widths[0] - widths[1]), `antd button: We’ll ${widths[0]} px, We'll ${widths[1]} px`).toBeLessThan(fontSize * 0.15);
      const variable = await antdButton.evaluate((el) => getComputedStyle(el).getPropertyValue('--ant-font-family'));
      expect(variable.indexOf('Arial')).toBeGreaterThan(-1);
      expect(variable.indexOf('Arial')).toBeLessThan(variable.indexOf('Noto Sans CJK SC'));
    });
  });

  it('zh: Chinese text is still drawn with a CJK face', async () => {
    await inContext(contextFor('zh', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('zh', '/download/?logo=1009'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('青山茶舍');
      const fonts = await renderedFonts(page, '[data-testid="logo-title"]');
      const cjk = fonts.filter((f) => CJK_FACE.test(f.familyName));
      expect(cjk.reduce((n, f) => n + f.glyphCount, 0), JSON.stringify(fonts)).toBe(4);
      // And an antd component's Chinese label (the menu's "Logo下载": Latin letters and Han characters).
      const menu = await renderedFonts(page, '[data-testid="menu-download"]');
      expect(menu.some((f) => CJK_FACE.test(f.familyName) && f.glyphCount >= 2), JSON.stringify(menu)).toBe(true);
    });
  });
});
