import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the local fakes of the SMS providers share: an HTTP server on a free
 * local port, the provider's default per-number frequency control, a balance
 * and the texts "delivered" — so a driver is exercised end to end against the
 * provider's HTTP contract on this machine.
 */

export interface Delivered {
  /** The mobile as the fake read it from the request (11 digits). */
  mobile: string;
  /** The template's parameter: the code. */
  code: string;
  /** The text a phone would show (the template filled in). */
  text: string;
  at: number;
}

export interface FakeProvider {
  /** The address to configure as the driver's endpoint. */
  url: string;
  /** Texts sent, oldest first. */
  delivered: Delivered[];
  /** Requests answered, whatever the answer. */
  requests: number;
  /** Texts the account can still pay for (Infinity by default). */
  balance: number;
  /** Holds every answer this long (for time-out tests). */
  delayMs: number;
  /** Answers the next request with this provider error code (then back to normal). */
  failNext(code: string): void;
  /** The newest code delivered to a mobile. */
  codeFor(mobile: string): string | undefined;
  close(): Promise<void>;
}

/** The carriers' default frequency control for verification codes: per number 1 a minute, 5 an hour, 10 a day. */
export const PROVIDER_NUMBER_LIMITS = [
  { windowMs: 60_000, max: 1, name: 'minute' },
  { windowMs: 3_600_000, max: 5, name: 'hour' },
  { windowMs: 86_400_000, max: 10, name: 'day' },
] as const;

/** The first per-number limit a new text to `mobile` would break, or null. */
export function numberLimitHit(delivered: readonly Delivered[], mobile: string, now: number): (typeof PROVIDER_NUMBER_LIMITS)[number] | null {
  for (const limit of PROVIDER_NUMBER_LIMITS) {
    if (delivered.filter((d) => d.mobile === mobile && now - d.at < limit.windowMs).length >= limit.max) return limit;
  }
  return null;
}

/** A request header as one string (repeated headers joined), '' when absent. */
export function headerOf(req: IncomingMessage, name: string): string {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : (v ?? '');
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * Starts a fake on 127.0.0.1: `handle` answers each request given the fake's
 * state; the returned object is that state with the server's address.
 */
export async function startFake(
  handle: (req: IncomingMessage, body: string, res: ServerResponse, state: FakeProvider, forced: string | null) => void,
): Promise<FakeProvider> {
  let forced: string | null = null;
  const state: FakeProvider = {
    url: '',
    delivered: [],
    requests: 0,
    balance: Infinity,
    delayMs: 0,
    failNext(code) {
      forced = code;
    },
    codeFor(mobile) {
      return state.delivered.filter((d) => d.mobile === mobile).at(-1)?.code;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      state.requests += 1;
      const once = forced;
      forced = null;
      handle(req, body, res, state, once);
    })().catch(() => {
      if (!res.headersSent) answerJson(res, 500, { message: 'fake failed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** 11 digits starting with 1: what both providers accept as a mainland mobile (the site checks the ranges first). */
export function mainlandDigits(value: string): string | null {
  const digits = value.replace(/^(\+86|0086|86)/, '');
  return /^1\d{10}$/.test(digits) ? digits : null;
}
