// HTTP helpers of the benchmarks (npm run bench).

/**
 * fetch, tried once more when a kept-alive connection turns out closed (the
 * server drops idle connections while wrk runs; undici may pick one up just
 * as it closes).
 */
export async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** Signs a demo user in through the API and returns the Cookie header value. */
export async function signIn(port: number, email = 'owner@demo.test'): Promise<string> {
  const res = await fetchAgain(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!res.ok || !sid) throw new Error(`sign-in failed: ${res.status}`);
  return `sid=${sid}`;
}
