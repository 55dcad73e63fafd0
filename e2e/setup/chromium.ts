import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium builds: the browser a customer runs, and its headless
 * shell (package chromium-headless-shell: the same Blink, V8 and media
 * stack without the browser's own interface, about a quarter less CPU a page
 * on this machine's two cores).
 */
export const CHROMIUM = { browser: '/usr/bin/chromium', shell: '/usr/lib/chromium/chromium-headless-shell' } as const;

/**
 * Chromium, headless, with the flags known to work on this machine: the
 * journeys run in the headless shell, the benchmarks (scripts/bench-*.ts) in
 * the browser itself, as a customer's page would; CHROMIUM_PATH names another
 * build. Playwright gives every launch a fresh temporary profile of its own.
 * Free of vitest, so the benchmarks launch it the same way.
 */
export function launchChromium(build: keyof typeof CHROMIUM = 'browser'): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM[build],
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The journeys' compositor in the browser process, not a GPU process of its own (there is no GPU: it
      // composites in software either way): two cores spend less switching between the two. The same three
      // journey files: Chromium's CPU 60–71 s against 70–72 s, 79–85 s against 89–93 s of wall time.
      ...(build === 'shell' ? ['--in-process-gpu'] : []),
    ],
  });
}
