import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animFrame, frameTime } from '../../../core/animate/effects';
import { shapeLogo } from '../../../core/animate/formats';
import { frameSvg } from '../../../core/animate/svg';
import { ANIMATION } from '../../../core/constants';
import { ZDesign } from '../../../core/design';
import { DEMO_DESIGNS } from '../../demo/designs';
import { takeOrRefuse } from '../../lib/rate-limit';
import { outlinedDesign } from '../../render/outlined';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, type TestApp } from '../../test/harness';
import { VIDEO_LIMIT } from './routes';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other' | 'limited', string>;
let pro: number;
let basic: number;
let notBought: number;
let shared: number;
let limitedLogo: number;
let limitedId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@animate.test' });
  const limited = await createUser(db, { email: 'limited@animate.test' });
  limitedId = limited.id;
  await createUser(db, { email: 'admin@animate.test', is_admin: true });
  await createUser(db, { email: 'other@animate.test' });
  pro = (await createLogo(db, { user_id: owner.id, design: ZDesign.parse(DEMO_DESIGNS[1001]) })).fa_id;
  basic = (await createLogo(db, { user_id: owner.id, bought_type: 1 })).fa_id;
  notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  shared = (await createLogo(db, { user_id: owner.id, share: true })).fa_id;
  limitedLogo = (await createLogo(db, { user_id: limited.id })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@animate.test'),
    admin: await loginAs(t.app, 'admin@animate.test'),
    other: await loginAs(t.app, 'other@animate.test'),
    limited: await loginAs(t.app, 'limited@animate.test'),
  };
});
afterAll(() => t.close());

const post = (app: TestApp['app'], url: string, body: unknown, cookie?: string, origin = 'http://localhost') =>
  app.inject({ method: 'POST', url, payload: body as object, headers: { ...(cookie ? { cookie } : {}), host: 'localhost', origin } });

const body = { effect: 'pop', shape: 'square', background: '#FFFFFF' };

/** ffprobe's view of the file's video stream (frames counted) and its top-level boxes in order. */
function probe(bytes: Buffer): { stream: Record<string, string>; boxes: string[]; file: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'anim-mp4-')), 'a.mp4');
  writeFileSync(file, bytes);
  const stream = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,profile,pix_fmt,width,height,nb_read_frames,r_frame_rate,color_range,color_space', '-of', 'json', file]).toString(),
  ).streams[0];
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return { stream, boxes, file };
}

describe('POST /api/logo/{id}/animate/mp4', () => {
  it('makes the effect an MP4 platforms take: H.264 High, yuv420p BT.709 limited range, 90 frames at 30 fps, moov first, the page’s own frames', async () => {
    const res = await post(t.app, `/api/logo/${pro}/animate/mp4`, body, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('1080x1080.mp4');
    const { stream, boxes, file } = probe(res.rawPayload);
    expect(stream).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p', width: 1080, height: 1080, r_frame_rate: '30/1', nb_read_frames: '90', color_range: 'tv', color_space: 'bt709' });
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // Frame 45 decoded against the same frame drawn from core/animate (what the page's canvas draws).
    const decoded = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vf', 'select=eq(n\\,45)', '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', '-']);
    const logo = shapeLogo(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1001])), 'square', '#FFFFFF');
    const drawn = new Resvg(frameSvg(animFrame(logo, 'pop', frameTime(45, ANIMATION.fps)), logo.width, logo.height, 2), { font: { loadSystemFonts: false } }).render().asPng();
    const [a, b] = await Promise.all([decoded, drawn].map((png) => sharp(png).resize(540, 540).removeAlpha().raw().toBuffer()));
    let total = 0;
    for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
    expect(total / a.length).toBeLessThan(3);
  }, 60_000);

  it('comes with the professional package, for a signed-in viewer of the logo, from the site itself', async () => {
    expect((await post(t.app, `/api/logo/${basic}/animate/mp4`, body, cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    expect((await post(t.app, `/api/logo/${notBought}/animate/mp4`, body, cookies.owner)).json().error).toBe('NOT_BOUGHT');
    expect((await post(t.app, `/api/logo/${shared}/animate/mp4`, body)).statusCode).toBe(401);
    expect((await post(t.app, `/api/logo/${pro}/animate/mp4`, body, cookies.other)).statusCode).toBe(403);
    expect((await post(t.app, `/api/logo/${pro}/animate/mp4`, body, cookies.owner, 'https://evil.test')).statusCode).toBe(403);
    expect((await post(t.app, `/api/logo/999999/animate/mp4`, body, cookies.owner)).statusCode).toBe(404);
  });

  it('refuses an unknown effect, shape or colour and a bad id with 400', async () => {
    for (const bad of [
      { ...body, effect: 'explode' },
      { ...body, shape: 'round' },
      { ...body, background: 'red' },
      { ...body, background: '#FFF' },
      { effect: 'pop', shape: 'square' },
    ]) {
      expect((await post(t.app, `/api/logo/${pro}/animate/mp4`, bad, cookies.owner)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post(t.app, '/api/logo/abc/animate/mp4', body, cookies.owner)).statusCode).toBe(400);
  });

  it('is limited per account (429 once the budget is spent)', async () => {
    for (let i = 0; i < VIDEO_LIMIT.max; i++) await takeOrRefuse(t.ctx.db, VIDEO_LIMIT, `user:${limitedId}`);
    const res = await post(t.app, `/api/logo/${limitedLogo}/animate/mp4`, body, cookies.limited);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('TOO_MANY_REQUESTS');
  });
});

describe('without ffmpeg', () => {
  it('FFMPEG=off: the MP4 is refused with a message to act on (503), and /readyz does not ask for it', async () => {
    const off = await startTestApp({ FFMPEG: 'off' });
    try {
      const owner = await createUser(off.ctx.db, { email: 'owner@off.test' });
      const id = (await createLogo(off.ctx.db, { user_id: owner.id })).fa_id;
      const res = await post(off.app, `/api/logo/${id}/animate/mp4`, body, await loginAs(off.app, 'owner@off.test'));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'VIDEO_UNAVAILABLE', msg: expect.stringContaining('Chrome') });
      expect((await off.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('an ffmpeg that is not there: /readyz says video failed (nothing more), the MP4 is a 503, never a 500', async () => {
    const missing = await startTestApp({ FFMPEG: '/nonexistent/ffmpeg' });
    try {
      const ready = await missing.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.video).toBe('failed');
      expect(ready.body).not.toContain('nonexistent');
      const owner = await createUser(missing.ctx.db, { email: 'owner@missing.test' });
      const id = (await createLogo(missing.ctx.db, { user_id: owner.id })).fa_id;
      const res = await post(missing.app, `/api/logo/${id}/animate/mp4`, body, await loginAs(missing.app, 'owner@missing.test'));
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('VIDEO_UNAVAILABLE');
    } finally {
      await missing.close();
    }
  });
});
