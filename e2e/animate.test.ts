import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeLogoSvg } from '../core/composer/compose';
import { ZDesign } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { outlinedDesign } from '../server/render/outlined';
import { asPerson, closeBrowser, launchBrowser, siteUrl, type Site } from './setup/browser';
import { waitForPath } from './setup/people';

/*
 * The logo animations page (spec 02 §2, §4, §8, §9): effects that wrap, the
 * background colour, and the exports checked as files: the GIF with gifsicle
 * (90 frames, 3 s at 30 fps, 800×600) and its last frame against the still
 * logo, the video with ffprobe (codec, 90 frames, 1600×1200).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const journey = (site: Site, email: string | null, run: (page: Page) => Promise<void>, width?: number, init?: string) =>
  asPerson(browser, site, email, run, width, init);


async function save(page: Page, button: string): Promise<{ name: string; file: string }> {
  await page.getByTestId(button).click();
  await page.getByTestId('animate-result').waitFor({ timeout: 30_000 });
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('animate-save').click();
  const dl = await downloaded;
  return { name: dl.suggestedFilename(), file: (await dl.path())! };
}

/** The still logo as the composer draws it, 800×600 on white, as raw RGB. */
async function stillPixels(logo: number): Promise<Buffer> {
  const svg = composeLogoSvg(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[logo])), { variant: 'main', width: 800, height: 600, background: '#FFFFFF' });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return sharp(png).removeAlpha().raw().toBuffer();
}

describe('the animation page', () => {
  it('en: flips through the effects (wrapping), sets the background, and is keyboard-driven', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1001'));
      await page.getByRole('heading', { name: 'Logo animations' }).waitFor();
      expect(await page.getByTestId('animate-effect').textContent()).toBe('Draw-on');
      await page.getByTestId('animate-prev').click();
      expect(await page.getByTestId('animate-effect').textContent()).toBe('Spotlight');
      await page.getByTestId('animate-next').click();
      await page.getByTestId('animate-next').click();
      expect(await page.getByTestId('animate-effect').textContent()).toBe('Letter by letter');
      await page.locator('.animate-stage').press('ArrowRight');
      expect(await page.getByTestId('animate-effect').textContent()).toBe('Pop');
      // A dark background: the canvas's corner takes it.
      await page.locator('[data-testid="animate-colours"] input[value="#111111"]').check();
      await page.waitForFunction(() => {
        const c = document.querySelector<HTMLCanvasElement>('[data-testid="animate-canvas"]')!;
        const [r, g, b] = c.getContext('2d')!.getImageData(2, 2, 1, 1).data;
        return r === 17 && g === 17 && b === 17;
      });
    });
  });

  it('en (1001): the GIF is 90 frames over 3 s at 800×600, small, and ends on the still logo', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1001'));
      await page.getByTestId('animate-next').click();
      await page.locator('[data-testid="animate-colours"] input[value="#FFFFFF"]').check();
      const { name, file } = await save(page, 'animate-gif');
      expect(name).toBe('Northwind Coffee-Letter by letter.gif');
      // Said to a screen reader once made (its start was said too; the frames between are only shown).
      await expect.poll(() => page.getByTestId('announcement').textContent()).toBe('Your GIF is ready to save.');
      const info = execFileSync('gifsicle', ['--info', file]).toString();
      expect(info).toMatch(/90 images/);
      expect(info).toMatch(/logical screen 800x600/);
      const delays = [...info.matchAll(/delay (\d+\.\d+)s/g)].map((m) => Number(m[1]));
      expect(delays).toHaveLength(90);
      expect(delays.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 5);
      expect(readFileSync(file).length).toBeLessThan(1.4 * 1024 * 1024);
      // The last frame, as a viewer sees it (sharp composes the frames), against the composer's still logo.
      const last = await sharp(file, { page: 89 }).removeAlpha().raw().toBuffer();
      const still = await stillPixels(1001);
      let total = 0;
      let far = 0;
      for (let i = 0; i < last.length; i++) {
        const d = Math.abs(last[i] - still[i]);
        total += d;
        if (d > 48) far++;
      }
      expect(total / last.length).toBeLessThan(2);
      expect(far / last.length).toBeLessThan(0.002);
    });
  });

  it('zh (1009), on a phone: the GIF of another logo, shown full screen before saving', async () => {
    await journey(
      'zh',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('zh', '/download/animate?logo=1009'));
        await page.getByRole('heading', { name: 'Logo动画' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const { name, file } = await save(page, 'animate-gif');
        expect(name).toBe('青山茶舍-描边绘制.gif');
        await expect.poll(() => page.getByTestId('announcement').textContent()).toBe('GIF 已生成，可以保存了。');
        expect(execFileSync('gifsicle', ['--info', file]).toString()).toMatch(/90 images/);
      },
      390,
    );
  });

  it('en (1001, 1005): the video is VP9 WebM at 1600×1200 with all 90 frames', async () => {
    for (const logo of [1001, 1005]) {
      await journey('en', 'owner@demo.test', async (page) => {
        await page.goto(siteUrl('en', `/download/animate?logo=${logo}`));
        expect(await page.getByTestId('animate-video').textContent()).toBe('Download WEBM');
        const { name, file } = await save(page, 'animate-video');
        expect(name).toMatch(/-Draw-on\.webm$/);
        const probe = JSON.parse(
          execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height,nb_read_frames', '-of', 'json', file]).toString(),
        ).streams[0];
        expect(probe).toMatchObject({ codec_name: 'vp9', width: 1600, height: 1200 });
        expect(Number(probe.nb_read_frames)).toBe(90);
      });
    }
  });
});

describe('without recording support', () => {
  it('shows the browser-not-supported box and keeps the GIF', async () => {
    await journey(
      'en',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('en', '/download/animate?logo=1001'));
        await page.getByTestId('animate-unsupported').waitFor();
        expect(await page.getByTestId('animate-unsupported').textContent()).toContain('This browser cannot record video');
        expect(await page.getByTestId('animate-video').isDisabled()).toBe(true);
        expect(await page.getByTestId('animate-gif').isDisabled()).toBe(false);
      },
      1280,
      'delete window.MediaRecorder;',
    );
  });
});

describe('who may download', () => {
  it('a visitor of a shared logo sees the animations and is sent to sign in to save', async () => {
    await journey('en', null, async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1005'));
      await page.getByTestId('animate-gif').click();
      await waitForPath(page, '/login');
    });
  });

  it('the basic package is offered the upgrade', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1002'));
      await page.getByTestId('animate-gif').click();
      await page.getByRole('dialog').first().waitFor();
      expect(await page.getByTestId('animate-result').count()).toBe(0);
    });
  });
});
