import type { QueryClient } from '@tanstack/react-query';
import { logoIdFrom } from '../navigation/query';
import type { RouteStart } from '../routes';
import { logoDetailsQuery } from './logo';
import { meQuery } from './me';

/** How long the first render waits for the first calls at most: past it, the page shows its placeholder. */
export const FIRST_CALLS_WAIT_MS = 300;

/**
 * The calls every area page makes first (the signed-in user; the logo's
 * details when `?logo=` names one), fetched into the page's query cache
 * before its first render. The server's HTML preloads the same addresses
 * (server/http/pages.ts `dataPreloads`), so they are usually there by the
 * time the code has started: the page then renders once, with its data,
 * instead of a placeholder first. A slow or failed answer is left to the
 * page's own queries (shown as loading or as their error). The first page's
 * own first calls (`firstPage.calls`, routes.tsx startRoute) are waited for
 * alike. Its code (`firstPage.code`) is waited for however long it takes:
 * the page cannot be drawn without it, and drawing the area's placeholder
 * first would show the page no sooner (a Suspense boundary reveals it at
 * least 300 ms after its placeholder) — on a phone the page's code may still
 * be starting when the first calls' 300 ms are up.
 */
export function prefetchFirstCalls(client: QueryClient, search: string, firstPage: Partial<RouteStart> = {}): Promise<void> {
  const logo = logoIdFrom(search);
  const calls = [client.prefetchQuery(meQuery), logo === null ? null : client.prefetchQuery(logoDetailsQuery(logo)), firstPage.calls?.catch(() => undefined)];
  let timer: number | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, FIRST_CALLS_WAIT_MS);
  });
  const data = Promise.race([Promise.all(calls).then(() => undefined), waited]).finally(() => window.clearTimeout(timer));
  return Promise.all([data, firstPage.code?.catch(() => undefined)]).then(() => undefined);
}
