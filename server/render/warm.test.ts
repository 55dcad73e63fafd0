import { afterAll, describe, expect, it } from 'vitest';
import { ZDesign } from '../../core/design';
import { DEMO_DESIGNS } from '../demo/designs';
import { parsedFonts } from './fonts';
import { outlinedDesign } from './outlined';
import { configureRenderPool } from './pool';
import { rendererWarmth, warmRenderers } from './warm';

const pool = configureRenderPool(2);
afterAll(() => pool.close());

describe('warmRenderers (server start, before listen)', () => {
  it('starts every render worker, each having rendered, before it resolves; parses a Latin font, never a CJK one', async () => {
    expect(pool.running).toBe(0);
    expect(rendererWarmth()).toEqual({ fonts: 0, workers: 0 });
    expect(await warmRenderers()).toEqual({ fonts: 2, workers: 2 });
    expect(parsedFonts().sort()).toEqual(['inter-400', 'inter-700']);
    expect(pool.running).toBe(2);
    // A download right after goes to those workers: none starts then. The Chinese logo's font is parsed then, once.
    const file = await pool.render(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1009])), { variant: 'main', format: 'png-high', width: 400, height: 300 });
    expect(file.contentType).toBe('image/png');
    expect(pool.running).toBe(2);
    expect(parsedFonts().filter((id) => id.startsWith('noto-sans-sc')).length).toBeGreaterThan(0);
  }, 60_000);
});
