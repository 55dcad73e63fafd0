import type { Page, Request } from 'playwright-core';

type UrlMatch = string | RegExp | ((url: URL) => boolean);

/**
 * Holds the page's requests to `url` (those `only` picks, all by default)
 * until the returned release is called; then they go on to the server as
 * they would have. For journeys that must see a page while an answer is
 * still on its way (a render, a slow call).
 */
export async function holdRequests(page: Page, url: UrlMatch, only: (request: Request) => boolean = () => true): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (only(route.request())) await held;
    await route.continue();
  });
  return release;
}
