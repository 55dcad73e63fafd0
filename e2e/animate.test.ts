import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPerson, closeBrowser, launchBrowser, siteUrl, WITH_MOTION, type Site } from './setup/browser';
import { expectAccessible } from './setup/axe';
import { waitForPath } from './setup/people';

/*
 * The logo animations page (spec 02 §2, §4, §8, §9; issue: motion for every
 * channel): effects that wrap, the background colour, the shapes, and the
 * exports checked as files: the GIF with gifsicle (90 frames, 3 s at 30 fps,
 * 800×600 or half the shape's video) and its last frame against the still
 * logo, the videos with ffprobe (H.264 MP4 with its index first, VP9 WebM,
 * 90 frames, their sizes), the Lottie played by lottie-web from its own ZIP
 * and compared with the page's canvas frame by frame.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

/**
 * A reader with the motion on: the preview plays, the results play. The exports' journeys read with less
 * motion (`journey`): the preview rests and the progress does not spin, so a file's making is the machine's
 * only work; the files a reader with motion makes are checked where reduced-motion.test.ts and keyboard.test.ts
 * make them, and the English sweep opens each result with the motion on.
 */
const withMotion = (site: Site, email: string | null, run: (page: Page) => Promise<void>, width?: number, init?: string) =>
  asPerson(browser, site, email, run, width, init, WITH_MOTION);
const journey = (site: Site, email: string | null, run: (page: Page) => Promise<void>, width?: number, init?: string) =>
  asPerson(browser, site, email, run, width, init);


/** The result dialog has finished opening (its zoom over): a click lands on the button, not where it was a frame ago. */
async function resultOpened(page: Page): Promise<void> {
  await page.locator('[data-testid="animate-save"][data-opened="true"]').waitFor();
}

async function save(page: Page, button: string): Promise<{ name: string; file: string }> {
  await page.getByTestId(button).click();
  await page.getByTestId('animate-result').waitFor({ timeout: 30_000 });
  await resultOpened(page);
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('animate-save').click();
  const dl = await downloaded;
  return { name: dl.suggestedFilename(), file: (await dl.path())! };
}

describe('the animation page', () => {
  it('en: flips through the effects (wrapping), sets the background, and is keyboard-driven', async () => {
    await withMotion('en', 'owner@demo.test', async (page) => {
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

  it('zh (1009), on a phone: the GIF of another logo, shown full screen before saving', async () => {
    await journey(
      'zh',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('zh', '/download/animate?logo=1009'));
        await page.getByRole('heading', { name: 'Logo动画' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const { name, file } = await save(page, 'animate-gif');
        expect(name).toBe('青山茶舍-描边绘制-800x600.gif');
        await expect.poll(() => page.getByTestId('announcement').textContent()).toBe('GIF 已生成，可以保存了。');
        expect(execFileSync('gifsicle', ['--info', file]).toString()).toMatch(/90 images/);
      },
      390,
    );
  });

  // 1001's WebM (Draw-on, 1600×1200) and its GIF (Letter by letter on white, 800×600) are checked as files where
  // reduced-motion.test.ts makes them with the motion on, the files this page makes for every reader.
  it('en (1005): the video is VP9 WebM at 1600×1200 with all 90 frames', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1005'));
      expect(await page.getByTestId('animate-video').textContent()).toBe('Download WebM');
      const { name, file } = await save(page, 'animate-video');
      expect(name).toMatch(/-Draw-on-1600x1200\.webm$/);
      expect(probe(file)).toMatchObject({ codec_name: 'vp9', width: 1600, height: 1200, nb_read_frames: '90' });
    });
  }, 150_000);
});

describe('without recording support', () => {
  it('shows the browser-not-supported box, keeps the GIF, and the server makes the MP4 (H.264, 4:2:0, 90 frames, moov first)', async () => {
    await journey(
      'en',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('en', '/download/animate?logo=1001'));
        await page.getByTestId('animate-unsupported').waitFor();
        expect(await page.getByTestId('animate-unsupported').textContent()).toContain('This browser cannot record video');
        expect(await page.getByTestId('animate-video').isDisabled()).toBe(true);
        expect(await page.getByTestId('animate-gif').isDisabled()).toBe(false);
        expect(await page.getByTestId('animate-lottie').isDisabled()).toBe(false);
        // The MP4 comes from the server: the same frames, made into the file platforms take.
        await pick(page, 'portrait');
        await page.getByTestId('animate-mp4').click();
        await page.getByTestId('animate-progress-server').waitFor();
        expect(await page.getByTestId('animate-progress-server').textContent()).toContain('Our server is making the MP4');
        await page.getByTestId('animate-result').waitFor({ timeout: 60_000 });
        await resultOpened(page);
        const downloaded = page.waitForEvent('download');
        await page.getByTestId('animate-save').click();
        const dl = await downloaded;
        const file = (await dl.path())!;
        expect(dl.suggestedFilename()).toBe('Northwind Coffee-Draw-on-1080x1350.mp4');
        expect(probe(file)).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 1080, height: 1350, r_frame_rate: '30/1', nb_read_frames: '90' });
        const order = boxes(file);
        expect(order.indexOf('moov')).toBeGreaterThan(-1);
        expect(order.indexOf('moov')).toBeLessThan(order.indexOf('mdat'));
        // Its last frame is the page's last frame (the still logo), within the encoder's loss.
        const last = execFileSync('ffmpeg', ['-v', 'error', '-sseof', '-0.05', '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', '-']);
        const theirs = await sharp(last).resize(540, 675).removeAlpha().raw().toBuffer();
        await page.getByTestId('animate-close').click();
        // With less motion the preview rests: its frame picker is there.
        await page.getByTestId('animate-frame').fill('89');
        const at89 = await page.getByTestId('animate-canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
        const ours = await sharp(Buffer.from(at89.split(',')[1], 'base64')).resize(540, 675).removeAlpha().raw().toBuffer();
        let total = 0;
        for (let i = 0; i < ours.length; i++) total += Math.abs(ours[i] - theirs[i]);
        expect(total / ours.length).toBeLessThan(4);
      },
      1280,
      'delete window.MediaRecorder; delete window.VideoEncoder;',
    );
  }, 150_000);
});

describe('with MediaRecorder but no WebCodecs encoder', () => {
  it('the MP4 is the server\'s, never a recording: H.264 yuv420p limited range BT.709, 90 frames at 30 fps, moov first', async () => {
    await journey(
      'en',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('en', '/download/animate?logo=1001'));
        // The browser records WebM itself; the MP4 is made on the server (a recorder's MP4 is paced by the clock, full range).
        await page.getByTestId('animate-no-mp4').waitFor();
        expect(await page.evaluate(() => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported('video/webm'))).toBe(true);
        await pick(page, 'square');
        await page.getByTestId('animate-mp4').click();
        await page.getByTestId('animate-progress-server').waitFor();
        await page.getByTestId('animate-result').waitFor({ timeout: 60_000 });
        await resultOpened(page);
        const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('animate-save').click()]);
        const file = (await dl.path())!;
        expect(dl.suggestedFilename()).toBe('Northwind Coffee-Draw-on-1080x1080.mp4');
        expect(probe(file)).toMatchObject({
          codec_name: 'h264',
          pix_fmt: 'yuv420p',
          color_range: 'tv',
          color_space: 'bt709',
          width: 1080,
          height: 1080,
          r_frame_rate: '30/1',
          avg_frame_rate: '30/1',
          nb_read_frames: '90',
        });
        const order = boxes(file);
        expect(order.indexOf('moov')).toBeLessThan(order.indexOf('mdat'));
        expect(order).not.toContain('moof');
      },
      1280,
      'delete window.VideoEncoder;',
    );
  }, 150_000);
});

describe('who may download', () => {
  it('a visitor of a shared logo sees the animations and is sent to sign in to save, whichever file', async () => {
    for (const button of ['animate-gif', 'animate-mp4', 'animate-lottie']) {
      await journey('en', null, async (page) => {
        await page.goto(siteUrl('en', '/download/animate?logo=1005'));
        await page.getByTestId(button).click();
        await waitForPath(page, '/login');
      });
    }
  });

  it('the basic package is offered the upgrade, whichever file', async () => {
    for (const button of ['animate-gif', 'animate-lottie']) {
      await journey('en', 'owner@demo.test', async (page) => {
        await page.goto(siteUrl('en', '/download/animate?logo=1002'));
        await page.getByTestId(button).click();
        await page.getByRole('dialog').first().waitFor();
        expect(await page.getByTestId('animate-result').count()).toBe(0);
        // The dialog says what the customer clicked for: the animation, first in the upgrade's list.
        await page.getByTestId('purchase-unlocks').waitFor();
        expect(await page.getByTestId('purchase-unlocks').textContent()).toBe('What you unlock: Animated logo: MP4 video, GIF and Lottie');
        expect(await page.getByTestId('offer-upgrade_professional').locator('.purchase-offer__feature').first().textContent()).toBe('Animated logo: MP4 video, GIF and Lottie');
      });
    }
  });
});

/** ffprobe's view of a video's first stream, frames counted. */
function probe(file: string): Record<string, string | number> {
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate,avg_frame_rate,color_range,color_space,color_primaries,color_transfer', '-of', 'json', file]).toString(),
  ).streams[0];
}

/** The top-level boxes of an MP4, in order. */
function boxes(file: string): string[] {
  const b = readFileSync(file);
  const out: string[] = [];
  for (let at = 0; at + 8 <= b.length; ) {
    let size = b.readUInt32BE(at);
    out.push(b.toString('latin1', at + 4, at + 8));
    if (size === 1) size = Number(b.readBigUInt64BE(at + 8));
    if (size < 8) break;
    at += size;
  }
  return out;
}

/** Picks a shape once the page is drawn (its handlers attached). */
async function pick(page: Page, shape: string): Promise<void> {
  await page.getByTestId('animate-canvas').waitFor();
  await page.getByTestId(`animate-shapes-${shape}`).check();
  await expect.poll(() => page.getByTestId('animate-canvas').getAttribute('data-shape')).toBe(shape);
}

/** The largest mean difference (per channel, 0–255) over the `side`×`side` blocks of two RGB pictures. */
function worstBlock(a: Buffer, b: Buffer, width: number, height: number, side: number): number {
  let worst = 0;
  for (let by = 0; by + side <= height; by += side) {
    for (let bx = 0; bx + side <= width; bx += side) {
      let sum = 0;
      for (let y = by; y < by + side; y++) for (let x = bx * 3; x < (bx + side) * 3; x++) sum += Math.abs(a[y * width * 3 + x]! - b[y * width * 3 + x]!);
      worst = Math.max(worst, sum / (side * side * 3));
    }
  }
  return worst;
}

describe('motion for every channel', () => {
  it('files made one after another at once: each result opens, shows its file and saves it (the dialog closing and opening again in a moment)', async () => {
    // With the motion on: the dialog's closing zoom is what the next file's opening meets.
    await withMotion('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1001'));
      await page.getByTestId('animate-canvas').waitFor();
      for (const [button, ext] of [
        ['animate-lottie', '-lottie.zip'],
        ['animate-lottie', '-lottie.zip'],
        ['animate-gif', '.gif'],
        ['animate-lottie', '-lottie.zip'],
        ['animate-mp4', '.mp4'],
        ['animate-lottie', '-lottie.zip'],
      ] as const) {
        // Closed and the next file asked for at once: no wait for the dialog's closing to end.
        const { name } = await save(page, button);
        expect(name.endsWith(ext), `${button} → ${name}`).toBe(true);
        expect(await page.getByTestId('animate-result').isVisible()).toBe(true);
        await page.getByTestId('animate-close').click();
      }
      await page.getByTestId('animate-result').waitFor({ state: 'hidden' });
    });
  }, 150_000);

  it('en (1001): a square MP4 — H.264, 4:2:0, 1080×1080, 90 frames at 30 fps, its index first — plays in the page', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1001'));
      await pick(page, 'square');
      expect(await page.getByTestId('animate-sizes').textContent()).toContain('MP4 and WebM 1080×1080 · GIF 540×540');
      expect(await page.getByTestId('animate-canvas').evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([540, 540]);
      const { name, file } = await save(page, 'animate-mp4');
      expect(name).toBe('Northwind Coffee-Draw-on-1080x1080.mp4');
      expect(probe(file)).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 1080, height: 1080, r_frame_rate: '30/1', nb_read_frames: '90' });
      const order = boxes(file);
      expect(order.indexOf('moov')).toBeGreaterThan(-1);
      expect(order.indexOf('moov')).toBeLessThan(order.indexOf('mdat'));
      // The result's <video> plays it: 1080 wide, 3 s.
      const shown = await page.getByTestId('animate-result').evaluate(async (v: HTMLVideoElement) => {
        if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
        return { width: v.videoWidth, duration: v.duration };
      });
      expect(shown.width).toBe(1080);
      expect(shown.duration).toBeCloseTo(3, 1);
    });
  }, 150_000);

  it('zh (1009), on a phone: a 9:16 MP4 for 视频号 and its GIF at half size, the logo stacked', async () => {
    await journey(
      'zh',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('zh', '/download/animate?logo=1009'));
        await pick(page, 'vertical');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const mp4 = await save(page, 'animate-mp4');
        expect(mp4.name).toBe('青山茶舍-描边绘制-1080x1920.mp4');
        expect(probe(mp4.file)).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920, nb_read_frames: '90' });
        await page.getByTestId('animate-close').click();
        const gif = await save(page, 'animate-gif');
        expect(gif.name).toBe('青山茶舍-描边绘制-540x960.gif');
        expect(execFileSync('gifsicle', ['--info', gif.file]).toString()).toMatch(/logical screen 540x960/);
      },
      390,
    );
  }, 150_000);

  it('en (1005): 16:9 and 4:5 videos at 1920×1080 and 1080×1350', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1005'));
      await pick(page, 'landscape');
      const wide = await save(page, 'animate-mp4');
      expect(probe(wide.file)).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080, nb_read_frames: '90' });
      await page.getByTestId('animate-close').click();
      await pick(page, 'portrait');
      const webm = await save(page, 'animate-video');
      expect(webm.name).toMatch(/-1080x1350\.webm$/);
      expect(probe(webm.file)).toMatchObject({ codec_name: 'vp9', width: 1080, height: 1350, nb_read_frames: '90' });
    });
  }, 150_000);

  it('en (1001): the Lottie ZIP plays offline with lottie-web and shows the page’s own frames', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lottie-'));
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1001'));
      await page.locator('[data-testid="animate-colours"] input[value="#FFFFFF"]').check();
      // Draw-on (outlines trimmed), then Glow pulse (a filter), Spotlight (a moving mask) and Focus
      // (a blur: the page draws it in a small layer, which must still be the same blur).
      const frames = { 'Draw-on': [0, 45, 89], 'Glow pulse': [0, 45, 89], Spotlight: [0, 45, 89], Focus: [6, 12] };
      for (const [effect, steps] of [['Draw-on', 0], ['Glow pulse', 8], ['Spotlight', 3], ['Focus', 6]] as const) {
        for (let i = 0; i < steps; i++) await page.getByTestId('animate-next').click();
        expect(await page.getByTestId('animate-effect').textContent()).toBe(effect);
        const { name, file } = await save(page, 'animate-lottie');
        expect(name).toBe(`Northwind Coffee-${effect}-800x600-lottie.zip`);
        await expect.poll(() => page.getByTestId('animate-result').getAttribute('data-ready')).toBe('true');
        await page.getByTestId('animate-close').click();
        const files = unzipSync(readFileSync(file));
        const base = `Northwind Coffee-${effect}-800x600`;
        expect(Object.keys(files).sort()).toEqual([`${base}-transparent.json`, `${base}.json`, 'LICENSE-lottie-web.txt', 'README.txt', 'lottie_svg.min.js', 'preview.html'].sort());
        const json = JSON.parse(Buffer.from(files[`${base}.json`]).toString());
        expect(json).toMatchObject({ fr: 30, ip: 0, op: 90, w: 800, h: 600, assets: [] });
        expect(files[`${base}.json`].length).toBeLessThan(150 * 1024);
        const unpacked = join(dir, effect);
        execFileSync('mkdir', ['-p', unpacked]);
        for (const [n, bytes] of Object.entries(files)) writeFileSync(join(unpacked, n), bytes);

        // The page's canvas, resting (less motion) at a frame of its frame picker, against the Lottie at that frame.
        const player = await page.context().newPage();
        await player.goto(`file://${join(unpacked, 'preview.html')}`);
        await player.waitForFunction(() => (window as unknown as { animation?: { isLoaded: boolean } }).animation?.isLoaded);
        // The stage takes the animation's own proportions, however wide the window (no bars beside it).
        const stage = (await player.locator('#stage').boundingBox())!;
        expect(stage.width / stage.height).toBeCloseTo(800 / 600, 2);
        await player.evaluate(() => {
          document.getElementById('stage')!.style.width = '400px';
        });
        for (const frame of frames[effect]) {
          await page.getByTestId('animate-frame').fill(String(frame));
          const canvas = await page.getByTestId('animate-canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
          const ours = await sharp(Buffer.from(canvas.split(',')[1], 'base64')).resize(400, 300).removeAlpha().raw().toBuffer();
          await player.evaluate((f) => (window as unknown as { animation: { goToAndStop(f: number, isFrame: boolean): void } }).animation.goToAndStop(f, true), frame);
          const shot = await player.locator('#stage').screenshot();
          const theirs = await sharp(shot).resize(400, 300).removeAlpha().raw().toBuffer();
          let total = 0;
          for (let i = 0; i < ours.length; i++) total += Math.abs(ours[i] - theirs[i]);
          expect(total / ours.length, `${effect}, frame ${frame}`).toBeLessThan(4);
          // The blur, nowhere far off: its worst 20×20 px block (the same blur ~2–4; none at all 14–26).
          if (effect === 'Focus') expect(worstBlock(ours, theirs, 400, 300, 20), `${effect}, frame ${frame}, worst block`).toBeLessThan(9);
        }
        await player.close();
      }
      // lottie-web came over the network once: the ZIPs and the dialog's player took it from the cache.
      const loads = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('lottie_svg')).map((e) => (e as PerformanceResourceTiming).transferSize),
      );
      expect(loads.length).toBeGreaterThan(1);
      expect(loads.filter((size) => size > 0)).toHaveLength(1);
    });
  }, 150_000);

  it('the frame picker: paused, arrow keys step the preview one frame at a time; the page passes axe in a tall shape', async () => {
    await withMotion('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/animate?logo=1001'));
      await pick(page, 'vertical');
      await page.getByTestId('animate-play').click();
      const picker = page.getByTestId('animate-frame');
      await picker.fill('10');
      await picker.focus();
      await page.keyboard.press('ArrowRight');
      expect(await picker.getAttribute('aria-valuetext')).toBe('12 of 90');
      // Arrows in the picker move the frame, not the effect.
      expect(await page.getByTestId('animate-effect').textContent()).toBe('Draw-on');
      await expectAccessible(page, '/download/animate (9:16, paused)');
    });
  });
});
