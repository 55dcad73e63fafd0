import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedConversion } from './tool-cache';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tool-cache-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A stand-in conversion: writes `out.txt` from the input, counting its calls. */
function converter(input: Buffer) {
  let calls = 0;
  const convert = (dir: string) => () => {
    calls++;
    writeFileSync(join(dir, 'out.txt'), `converted ${input.toString('hex')}`);
  };
  return { convert, calls: () => calls };
}

describe('the test run’s cache of outside conversions', () => {
  it('converts the same bytes once, and gives every later caller the same output in its own folder', () => {
    const input = randomBytes(16);
    const c = converter(input);
    for (let i = 0; i < 3; i++) {
      const dir = fresh();
      cachedConversion('sh', ['-x'], [input], dir, ['out.txt'], c.convert(dir));
      expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe(`converted ${input.toString('hex')}`);
    }
    expect(c.calls()).toBe(1);
  });

  it('converts again when a byte of the input or an argument differs', () => {
    const input = randomBytes(16);
    const c = converter(input);
    const other = Buffer.from(input);
    other[0] ^= 1;
    for (const [args, bytes] of [[['-a'], input], [['-b'], input], [['-a'], other]] as const) {
      const dir = fresh();
      cachedConversion('sh', args, [bytes], dir, ['out.txt'], c.convert(dir));
    }
    expect(c.calls()).toBe(3);
  });

  it('keeps nothing of a conversion that left out a file: the next caller converts again', () => {
    const input = randomBytes(16);
    let calls = 0;
    for (let i = 0; i < 2; i++) {
      const dir = fresh();
      cachedConversion('sh', [], [input], dir, ['out.txt', 'missing.txt'], () => {
        calls++;
        writeFileSync(join(dir, 'out.txt'), 'x');
      });
    }
    expect(calls).toBe(2);
  });
});
