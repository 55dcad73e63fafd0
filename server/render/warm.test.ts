import { afterAll, describe, expect, it } from 'vitest';
import { FONT_IDS, ZDesign } from '../../core/design';
import { DEMO_DESIGNS } from '../demo/designs';
import { outlinedDesign } from './outlined';
import { configureRenderPool } from './pool';
import { rendererWarmth, warmRenderers } from './warm';

const pool = configureRenderPool(2);
afterAll(() => pool.close());

describe('warmRenderers (server start, before listen)', () => {
  it('parses every font and starts every render worker, each having rendered, before it resolves', async () => {
    expect(pool.running).toBe(0);
    expect(rendererWarmth()).toEqual({ fonts: 0, workers: 0 });
    expect(await warmRenderers()).toEqual({ fonts: FONT_IDS.length, workers: 2 });
    expect(pool.running).toBe(2);
    // A download right after goes to those workers: none starts then.
    const file = await pool.render(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1009])), { variant: 'main', format: 'png-high', width: 400, height: 300 });
    expect(file.contentType).toBe('image/png');
    expect(pool.running).toBe(2);
  }, 60_000);
});
