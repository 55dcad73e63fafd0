import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedServer } from './setup/browser';

/**
 * The product as started for the journeys (e2e/setup/global.ts): the fonts are
 * parsed and every render worker has rendered before the server listens (it
 * is "ready" once it answers, which the harness waits for), so the first
 * download after a start does not pay for the warm-up.
 */
describe('server start', () => {
  it('warms the renderers before it listens', () => {
    const lines = readFileSync(sharedServer().serverLog, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; renderers?: { fonts: number; workers: number } });
    const warm = lines.findIndex((l) => l.msg === 'renderers warm');
    const listening = lines.findIndex((l) => l.msg?.startsWith('Server listening at'));
    expect(warm).toBeGreaterThanOrEqual(0);
    expect(listening).toBeGreaterThan(warm);
    expect(lines[warm].renderers?.fonts).toBeGreaterThan(0);
    expect(lines[warm].renderers?.workers).toBeGreaterThan(0);
  });
});
