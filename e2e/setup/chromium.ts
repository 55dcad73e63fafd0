import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags known to work on this machine.
 * Playwright gives every launch a fresh temporary profile of its own. Free of
 * vitest, so the page benchmark (scripts/bench-page.ts) launches it the same way.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
