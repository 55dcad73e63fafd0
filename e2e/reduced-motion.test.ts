import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { EFFECT_IDS } from '../core/animate/effects';
import { composeLogoSvg } from '../core/composer/compose';
import { ZDesign } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { outlinedDesign } from '../server/render/outlined';
import { closeBrowser, launchBrowser, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';
import { openDialog } from './setup/size-dialog';
import { inContext, people } from './setup/people';

/*
 * Motion (issue 30, WCAG 2.2.2, docs/ACCESSIBILITY.md): the animation
 * preview has a play/pause button for everyone, reached and pressed by the
 * keyboard; where the reader asks for less motion (the context's
 * `reducedMotion: 'reduce'`) the preview stands still on the logo until
 * played, the download page runs no CSS animation or transition (antd's
 * spinners may turn; none is in view there once loaded), and the exported GIF
 * is byte for byte the one made without that setting.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const { contextFor } = people(() => browser);
const OWNER = 'owner@demo.test';
const LOGO: Record<Site, number> = { en: 1001, zh: 1009 };
const WORDS = {
  en: { play: 'Play the animation', pause: 'Pause the animation', playText: 'Play', pauseText: 'Pause' },
  zh: { play: '播放动画', pause: '暂停动画', playText: '播放', pauseText: '暂停' },
} as const;

type Box = { x: number; y: number; width: number; height: number };
type MotionSetting = 'reduce' | 'no-preference';
const person = (site: Site, reducedMotion: MotionSetting, width = 1280, height = 900) => contextFor(site, OWNER, width, height, { reducedMotion });

async function openAnimate(page: Page, site: Site): Promise<void> {
  await page.goto(siteUrl(site, `/download/animate?logo=${LOGO[site]}`));
  await page.getByTestId('animate-play').waitFor();
  // Drawn: the canvas holds more than its background.
  await page.waitForFunction(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid="animate-canvas"]');
    const d = c?.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
    if (!d) return false;
    for (let i = 4; i < d.length; i += 4) if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) return true;
    return false;
  });
}

/**
 * How many different pictures the preview canvas showed over `ms`, read on
 * every screen frame in the page (a hash of its pixels each time): 1 means
 * it stood still the whole time.
 */
function picturesOver(page: Page, ms = 1000): Promise<number> {
  return page.getByTestId('animate-canvas').evaluate(
    (el, ms) =>
      new Promise<number>((resolve) => {
        const canvas = el as HTMLCanvasElement;
        const ctx = canvas.getContext('2d')!;
        const seen = new Set<number>();
        const end = performance.now() + ms;
        const sample = () => {
          const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          let h = 0x811c9dc5;
          for (let i = 0; i < d.length; i += 4) h = Math.imul(h ^ (d[i] | (d[i + 1] << 8) | (d[i + 2] << 16)), 16777619);
          seen.add(h >>> 0);
          if (performance.now() < end) requestAnimationFrame(sample);
          else resolve(seen.size);
        };
        requestAnimationFrame(sample);
      }),
    ms,
  );
}

/** The play/pause button's state as a reader meets it: its name, its visible text, and whether the preview says it plays. */
async function playButton(page: Page): Promise<{ name: string | null; text: string | null; playing: string | null }> {
  const button = page.getByTestId('animate-play');
  return { name: await button.getAttribute('aria-label'), text: (await button.textContent())?.trim() ?? null, playing: await button.getAttribute('data-playing') };
}

describe.each(['en', 'zh'] as const)('the animation preview on the %s site', (site) => {
  const words = WORDS[site];

  it('with reduced motion: a still logo with a play button; play runs it, pause stops it', async () => {
    await inContext(person(site, 'reduce'), async (page) => {
      await openAnimate(page, site);
      expect(await playButton(page)).toEqual({ name: words.play, text: words.playText, playing: 'false' });
      expect(await picturesOver(page)).toBe(1);

      await page.getByRole('button', { name: words.play }).click();
      expect(await playButton(page)).toEqual({ name: words.pause, text: words.pauseText, playing: 'true' });
      expect(await picturesOver(page)).toBeGreaterThan(1);

      await page.getByRole('button', { name: words.pause }).click();
      expect(await playButton(page)).toMatchObject({ name: words.play, playing: 'false' });
      expect(await picturesOver(page)).toBe(1);
    });
  });

  it('without reduced motion: it plays by itself, and pause stops it', async () => {
    await inContext(person(site, 'no-preference'), async (page) => {
      await openAnimate(page, site);
      expect(await playButton(page)).toEqual({ name: words.pause, text: words.pauseText, playing: 'true' });
      expect(await picturesOver(page)).toBeGreaterThan(1);
      await page.getByTestId('animate-play').click();
      expect(await playButton(page)).toMatchObject({ name: words.play, playing: 'false' });
      expect(await picturesOver(page)).toBe(1);
      // Another effect while paused: its still logo, still standing.
      await page.getByTestId('animate-next').click();
      expect(await picturesOver(page)).toBe(1);
    });
  });

  it('keyboard: Tab reaches the play button, Enter and Space press it', async () => {
    await inContext(person(site, 'reduce'), async (page) => {
      await openAnimate(page, site);
      const focusedIsPlay = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'animate-play');
      let presses = 0;
      while (!(await focusedIsPlay())) {
        expect(++presses, 'Tab presses to the play button').toBeLessThan(100);
        await page.keyboard.press('Tab');
      }
      // Focus is shown (the page's ring, global.css).
      expect(await page.getByTestId('animate-play').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      await page.keyboard.press('Enter');
      expect(await playButton(page)).toMatchObject({ name: words.pause, playing: 'true' });
      expect(await picturesOver(page)).toBeGreaterThan(1);
      await page.keyboard.press('Space');
      expect(await playButton(page)).toMatchObject({ name: words.play, playing: 'false' });
      expect(await picturesOver(page)).toBe(1);
      expect(await focusedIsPlay()).toBe(true);
    });
  });

  for (const width of [1280, 390]) {
    it(`at ${width} px: the play button sits under the preview beside the effect's name, clear of the arrows`, async () => {
      await inContext(person(site, 'reduce', width, 844), async (page) => {
        await openAnimate(page, site);
        const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!;
        const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        // Every effect's name (the longest too) fits beside the button, between the arrows.
        for (let i = 0; i < EFFECT_IDS.length; i++) {
          const [play, canvas, prev, next, name] = await Promise.all(['animate-play', 'animate-canvas', 'animate-prev', 'animate-next', 'animate-effect'].map(box));
          const effect = await page.getByTestId('animate-effect').textContent();
          expect(play.y, effect!).toBeGreaterThanOrEqual(canvas.y + canvas.height);
          // One row with the effect's name, on one line.
          expect(Math.abs(play.y + play.height / 2 - (name.y + name.height / 2)), effect!).toBeLessThan(6);
          expect(name.height, effect!).toBeLessThan(30);
          for (const other of [prev, next, name]) expect(apart(play, other), effect!).toBe(true);
          for (const arrow of [prev, next]) expect(apart(name, arrow), effect!).toBe(true);
          if (i === 0) await snapshot(page, { path: `${screenshotDir}/animate-play-${site}-${width}.png`, fullPage: true });
          await page.getByTestId('animate-next').click();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
});

describe('a change of the setting while the page is open', () => {
  it('stops and starts the preview (until the reader has chosen), and turns antd\'s motion off and on', async () => {
    await inContext(person('en', 'no-preference'), async (page) => {
      await openAnimate(page, 'en');
      expect(await playButton(page)).toMatchObject({ playing: 'true' });

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(async () => (await playButton(page)).playing).toBe('false');
      expect(await playButton(page)).toMatchObject({ name: WORDS.en.play, playing: 'false' });
      expect(await picturesOver(page)).toBe(1);

      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect.poll(async () => (await playButton(page)).playing).toBe('true');
      expect(await picturesOver(page)).toBeGreaterThan(1);

      // The reader's own choice stays whatever the setting does.
      await page.getByTestId('animate-play').click();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect.poll(async () => (await playButton(page)).playing).toBe('false');
      expect(await picturesOver(page)).toBe(1);

      // antd's transition times in what draws in antd's scope (the download page's size dialog), as its theme's CSS
      // variables give them to an antd button, follow the setting as it changes.
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await page.getByTestId('logo-title').waitFor();
      await openDialog(page);
      const antdButton = page.locator('.ant-modal .ant-btn').first();
      await antdButton.waitFor();
      const antdDuration = () => antdButton.evaluate((el) => getComputedStyle(el).getPropertyValue('--ant-motion-duration-mid').trim());
      expect(await antdDuration()).toBe('0.2s');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(antdDuration).toBe('0s');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect.poll(antdDuration).toBe('0.2s');
    });
  });
});

/**
 * Every CSS animation and transition the page starts from its first script on, read on
 * each screen frame (document.getAnimations()): what it animates, for how
 * long, how often.
 */
const RECORD_MOTION = `
  window.__motion = [];
  const known = new WeakSet();
  const sample = () => {
    for (const a of document.getAnimations()) {
      if (known.has(a)) continue;
      known.add(a);
      const t = a.effect.getComputedTiming();
      const el = a.effect.target;
      window.__motion.push({
        what: a.animationName ?? a.transitionProperty ?? a.constructor.name,
        on: el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '',
        duration: Number(t.duration),
        iterations: t.iterations,
      });
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
`;
/** A CSS animation or transition seen running: its name (or property), its element, its duration (ms) and count. */
interface SeenMotion {
  what: string;
  on: string;
  duration: number;
  iterations: number;
}

/** The download page's moving parts at work: it loads (skeleton), a card is hovered, its download menu opened and closed. */
async function useDownloadPage(page: Page, site: Site): Promise<SeenMotion[]> {
  await page.addInitScript(RECORD_MOTION);
  await page.goto(siteUrl(site, `/download/?logo=${LOGO[site]}`));
  await page.getByTestId('logo-cards').waitFor();
  await page.getByTestId('page-loading').waitFor({ state: 'detached' });
  await page.getByTestId('logo-card-main').hover();
  await page.getByTestId('download-main').click();
  await page.getByTestId('download-main-svg').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('download-main-svg').waitFor({ state: 'hidden' });
  return page.evaluate(() => (window as unknown as { __motion: SeenMotion[] }).__motion);
}

describe('the download page', () => {
  it('with reduced motion runs no CSS animation or transition (every one jumps to its end); without, it does', async () => {
    for (const site of ['en', 'zh'] as const) {
      await inContext(person(site, 'reduce'), async (page) => {
        const motion = await useDownloadPage(page, site);
        const moving = motion.filter((m) => m.duration > 1 || m.iterations === Infinity);
        expect(moving, JSON.stringify(moving.slice(0, 5))).toEqual([]);
        // And none under way now that lasts longer than a millisecond (a focus ring's 0.01 ms one may be starting).
        const running = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().endTime) > 1)
            .map((a) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty} on ${(a.effect as KeyframeEffect | null)?.target?.className}`),
        );
        expect(running).toEqual([]);
      });
    }
    // The same steps without the setting do move: the record above is no empty check.
    await inContext(person('en', 'no-preference'), async (page) => {
      const motion = await useDownloadPage(page, 'en');
      expect(motion.filter((m) => m.duration > 1).length).toBeGreaterThan(0);
    });
  });

  it('with reduced motion, what a key opens takes the focus: the Download menu its first format, the swatches the colour in use', async () => {
    await inContext(person('en', 'reduce'), async (page) => {
      await page.goto(siteUrl('en', `/download/?logo=${LOGO.en}`));
      const active = (attribute: string) => page.evaluate((a) => document.activeElement?.getAttribute(a), attribute);
      const menu = page.getByTestId('download-main');
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => active('role')).toBe('menuitem');
      await page.keyboard.press('ArrowDown');
      expect(await active('role')).toBe('menuitem');
      await page.keyboard.press('Escape');
      await expect.poll(() => active('data-testid')).toBe('download-main');
      await page.getByTestId('bg-picker-white').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => active('aria-checked')).toBe('true');
    });
  });
});

/** How long making a file may take on a busy machine (~10 s alone); two are made per test. */
const ENCODE_MS = 60_000;

/** Saves the file the result dialog shows, once it has finished opening (without reduced motion it zooms in): its name and bytes. */
async function saveResult(page: Page): Promise<{ name: string; bytes: Buffer }> {
  await page.locator('[data-testid="animate-save"][data-opened="true"]').waitFor();
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('animate-save').click();
  const file = await downloaded;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

/** Makes the GIF of the shown effect and saves it. `shown` looks at the result dialog before it is saved. */
async function exportGif(page: Page, shown?: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('animate-gif').click();
  await page.getByTestId('animate-result').waitFor({ timeout: ENCODE_MS });
  await shown?.();
  return saveResult(page);
}

/** The still logo as the composer draws it, 800×600 on white, as raw RGB. */
async function stillPixels(logo: number): Promise<Buffer> {
  const svg = composeLogoSvg(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[logo])), { variant: 'main', width: 800, height: 600, background: '#FFFFFF' });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return sharp(png).removeAlpha().raw().toBuffer();
}

describe('the exports', () => {
  it('the video waits to be played with reduced motion, showing the still logo as its poster; without, it plays', async () => {
    for (const motion of ['reduce', 'no-preference'] as const) {
      await inContext(person('en', motion), async (page) => {
        await openAnimate(page, 'en');
        await page.getByTestId('animate-video').click();
        const video = page.getByTestId('animate-result');
        await video.waitFor({ timeout: ENCODE_MS });
        if (motion === 'no-preference') await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-testid="animate-result"]')!.paused);
        const state = await video.evaluate((el) => {
          const v = el as HTMLVideoElement;
          return { paused: v.paused, autoplay: v.autoplay, controls: v.controls, poster: v.poster.startsWith('data:image/png') };
        });
        expect(state).toEqual({ paused: motion === 'reduce', autoplay: motion === 'no-preference', controls: true, poster: true });
        if (motion === 'reduce') await snapshot(page, { path: `${screenshotDir}/animate-video-waiting-en-1280.png` });
        // Asked to (its controls' play), it plays.
        await video.evaluate((el) => (el as HTMLVideoElement).play());
        expect(await video.evaluate((el) => (el as HTMLVideoElement).paused)).toBe(false);
        if (motion === 'no-preference') {
          // The file (animate.test.ts checks 1005's and the other shapes'): VP9 WebM, 1600×1200, all 90 frames.
          const { name, bytes } = await saveResult(page);
          expect(name).toBe('Northwind Coffee-Draw-on-1600x1200.webm');
          const probe = JSON.parse(
            execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height,nb_read_frames', '-of', 'json', '-'], { input: bytes }).toString(),
          ).streams[0];
          expect(probe).toMatchObject({ codec_name: 'vp9', width: 1600, height: 1200, nb_read_frames: '90' });
        }
      });
    }
  }, 3 * ENCODE_MS);


  it('the GIF waits as the still logo with reduced motion and plays when asked (paused, the still logo again); the file is the same with and without (each frame drawn from its own time): 90 frames over 3 s at 800×600, small, ending on the still logo', async () => {
    const files: Partial<Record<MotionSetting, Buffer>> = {};
    for (const motion of ['reduce', 'no-preference'] as const) {
      await inContext(person('en', motion), async (page) => {
        await openAnimate(page, 'en');
        await page.getByTestId('animate-next').click();
        await page.locator('[data-testid="animate-colours"] input[value="#FFFFFF"]').check();
        const gif = await exportGif(page, async () => {
          // An image cannot pause a GIF: the dialog shows the still logo in its place while paused. With
          // reduced motion it opens paused with a Play button; without, the GIF plays with a Pause button.
          const picture = async () => (await page.getByTestId('animate-result').getAttribute('src'))!.slice(0, 5);
          const button = page.getByTestId('animate-result-play');
          const paused = motion === 'reduce';
          expect([await picture(), await button.getAttribute('data-playing'), await button.getAttribute('aria-label')]).toEqual(
            paused ? ['data:', 'false', 'Play the animation'] : ['blob:', 'true', 'Pause the animation'],
          );
          if (paused) await snapshot(page, { path: `${screenshotDir}/animate-gif-waiting-en-1280.png` });
          await button.click();
          expect([await picture(), await button.getAttribute('data-playing')]).toEqual(paused ? ['blob:', 'true'] : ['data:', 'false']);
        });
        expect(gif.name).toBe('Northwind Coffee-Letter by letter-800x600.gif');
        // Said to a screen reader once made (its start was said too; the frames between are only shown).
        await expect.poll(() => page.getByTestId('announcement').textContent()).toBe('Your GIF is ready to save.');
        files[motion] = gif.bytes;
        if (motion === 'no-preference') {
          // Behind the result the preview rests (the dialog covers it; drawn there, it and the GIF took a core and a
          // half); closed, it plays on.
          expect(await picturesOver(page), 'the preview behind the result').toBe(1);
          await page.getByTestId('animate-close').click();
          await page.getByTestId('animate-result').waitFor({ state: 'hidden' });
          expect(await picturesOver(page), 'the preview once the result is closed').toBeGreaterThan(1);
        }
      });
    }
    const [still, moving] = [files.reduce!, files['no-preference']!];
    const frames = (gif: Buffer) => /(\d+) images/.exec(execFileSync('gifsicle', ['--info'], { input: gif }).toString())?.[1];
    expect(frames(still)).toBe('90');
    expect(frames(moving)).toBe('90');
    expect(still.length).toBe(moving.length);
    expect(createHash('sha256').update(still).digest('hex')).toBe(createHash('sha256').update(moving).digest('hex'));
    // The file (one, as just shown): 90 frames over 3 s at 800×600, under 1.4 MB.
    const info = execFileSync('gifsicle', ['--info'], { input: moving }).toString();
    expect(info).toMatch(/logical screen 800x600/);
    const delays = [...info.matchAll(/delay (\d+\.\d+)s/g)].map((m) => Number(m[1]));
    expect(delays).toHaveLength(90);
    expect(delays.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 5);
    expect(moving.length).toBeLessThan(1.4 * 1024 * 1024);
    // The last frame, as a viewer sees it (sharp composes the frames), against the composer's still logo.
    const last = await sharp(moving, { page: 89 }).removeAlpha().raw().toBuffer();
    const logo = await stillPixels(1001);
    let total = 0;
    let far = 0;
    for (let i = 0; i < last.length; i++) {
      const d = Math.abs(last[i] - logo[i]);
      total += d;
      if (d > 48) far++;
    }
    expect(total / last.length).toBeLessThan(2);
    expect(far / last.length).toBeLessThan(0.002);
  }, 3 * ENCODE_MS);
});
