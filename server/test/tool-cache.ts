import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * What an outside checker (LibreOffice, Ghostscript) made of given bytes, kept
 * in `.tmp/tool-cache` (a clean clone starts without it): the same files,
 * converted by the same program with the same arguments, give the same output,
 * so the `unit` and `postgres` projects (which run every server file) convert
 * each of the product's files once. The key is every byte the program reads and
 * the program itself (its path, size and date), so a changed file or program
 * converts again; the assertions run on the output each time, in both projects.
 * docs/TESTING.md ("Checks moved").
 */
const ROOT = new URL('../../.tmp/tool-cache', import.meta.url).pathname;
/** How long a run waits for another worker converting the same files (then converts them itself). */
const WAIT_MS = 240_000;

const programs = new Map<string, string>();

/** The program's file (found on PATH) with its size and date: a new version of it is another key. */
function programStamp(name: string): string {
  let stamp = programs.get(name);
  if (stamp === undefined) {
    stamp = name;
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
      const file = join(dir, name);
      if (!existsSync(file)) continue;
      const s = statSync(file);
      stamp = `${file}:${s.size}:${s.mtimeMs}`;
      break;
    }
    programs.set(name, stamp);
  }
  return stamp;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Puts the files `outputs` (names in `dir`) that `convert` writes there from
 * `inputs`: from the run's cache when the same program already converted the
 * same bytes with the same `args` (given without temporary paths), else by
 * calling `convert` and keeping what it wrote. Another worker converting the
 * same files at the same moment is waited for, not raced.
 */
export function cachedConversion(
  program: string,
  args: readonly string[],
  inputs: readonly (Buffer | string)[],
  dir: string,
  outputs: readonly string[],
  convert: () => void,
): void {
  const hash = createHash('sha256');
  hash.update(programStamp(program)).update('\0').update(JSON.stringify(args)).update('\0');
  for (const input of inputs) hash.update(createHash('sha256').update(input).digest());
  hash.update(JSON.stringify(outputs));
  const key = hash.digest('hex');
  const done = join(ROOT, key);
  const lock = `${done}.lock`;
  mkdirSync(ROOT, { recursive: true });

  const copyOut = () => {
    for (const name of outputs) copyFileSync(join(done, name), join(dir, name));
  };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(done)) return copyOut();
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker is converting the same files: wait until its result is there or its lock is gone.
      if (Date.now() > deadline) {
        convert();
        return;
      }
      sleep(100);
    }
  }
  try {
    convert();
    // A conversion that left out a file is not kept: the test meets the missing file as it would have.
    if (!outputs.every((name) => existsSync(join(dir, name)))) return;
    const staging = `${done}.${process.pid}.part`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
    for (const name of outputs) copyFileSync(join(dir, name), join(staging, name));
    renameSync(staging, done);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
