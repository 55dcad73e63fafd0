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
    ],
  });
}
