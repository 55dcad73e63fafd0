import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ZDesign } from '../../core/design';
import { DEMO_DESIGNS } from '../demo/designs';
import { renderFormat } from './formats';
import { outlinedDesign } from './outlined';
import { createRenderPool } from './pool';

const outlined = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1001]));
const pool = createRenderPool(2, { logLevel: 'silent' });
afterAll(() => pool.close());

describe('render pool', () => {
  it('renders in worker threads exactly what renders in-process', async () => {
    for (const format of ['png-high', 'jpg-high', 'pdf', 'ico'] as const) {
      const req = { variant: 'main' as const, format, width: 400, height: 300 };
      const [inWorker, here] = await Promise.all([pool.render(outlined, req), renderFormat(outlined, req)]);
      expect(inWorker.contentType).toBe(here.contentType);
      // PDFs carry a creation date: compare everything else.
      if (format === 'pdf') {
        expect(inWorker.body.subarray(0, 8).toString()).toBe(here.body.subarray(0, 8).toString());
        expect(Math.abs(inWorker.body.length - here.body.length)).toBeLessThan(64);
      }
      else expect(inWorker.body.equals(here.body)).toBe(true);
    }
  }, 60_000);

  it('runs more jobs than workers and fails a bad job without stopping the others', async () => {
    const jobs = [1, 2, 3, 4, 5].map((i) =>
      pool.render(outlined, { variant: 'main', format: 'png-low', width: 100 * i, height: 75 * i }),
    );
    const bad = pool.render(outlined, { variant: 'main', format: 'png-high', width: 0, height: 10 });
    await expect(bad).rejects.toThrow(/width must be an integer/);
    const done = await Promise.all(jobs);
    expect(done.map((f) => f.body.readUInt32BE(16))).toEqual([100, 200, 300, 400, 500]);
  }, 60_000);

  it('logs in the worker with the id of the request that asked for the render', () => {
    // A process of its own: the workers write their JSON lines straight to its stdout.
    const here = new URL('.', import.meta.url).pathname;
    const script = join(mkdtempSync(join(tmpdir(), 'pool-log-')), 'run.mts');
    writeFileSync(
      script,
      `import { ZDesign } from '${here}../../core/design';
import { DEMO_DESIGNS } from '${here}../demo/designs';
import { outlinedDesign } from '${here}outlined';
import { createRenderPool } from '${here}pool';
const pool = createRenderPool(1, { logLevel: 'debug' });
const outlined = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1001]));
await pool.render(outlined, { variant: 'main', format: 'png-low', width: 120, height: 90 }, 'req-abc.1');
await pool.render(outlined, { variant: 'main', format: 'png-high', width: 0, height: 9 }, 'req-abc.2').catch(() => {});
await pool.close();
`,
    );
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: join(here, '../..'), encoding: 'utf8', timeout: 60_000 });
    const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    expect(lines).toContainEqual(expect.objectContaining({ name: 'render-worker', level: 20, msg: 'rendered', reqId: 'req-abc.1', format: 'png-low', width: 120 }));
    expect(lines).toContainEqual(expect.objectContaining({ name: 'render-worker', level: 50, msg: 'render failed', reqId: 'req-abc.2', format: 'png-high' }));
  }, 60_000);
});
