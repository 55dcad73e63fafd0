import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from '../storage/local';
import { sendPrivate, sendStored } from './send-file';

/**
 * The stored-file senders in a real Fastify app on real local storage: what
 * they tell their caller once the bytes have gone, and that nothing fails
 * after the answer was sent (a reply is thenable: awaiting one returned by
 * the helper used to give undefined, read as "missing", and the route threw
 * NOT_FOUND after streaming the file).
 */
const root = mkdtempSync(join(tmpdir(), 'send-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function appWith(route: (reply: import('fastify').FastifyReply) => Promise<unknown>) {
  const storage = localStorage(root);
  await storage.put('files/a.txt', Buffer.from('hello file'), 'text/plain');
  // What the app logs at error level: an answer that fails after it was sent is only logged.
  const errors: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } } });
  app.addHook('onError', async (_req, _reply, err) => void errors.push(String(err)));
  app.get('/x', async (_req, reply) => route(reply));
  return { app, storage, errors };
}

describe('sendStored', () => {
  it('says true once the file is sent, false for a missing one, and no error follows the bytes', async () => {
    const results: boolean[] = [];
    const { app, storage, errors } = await appWith(async (reply) => {
      const sent = await sendStored(reply, storage, 'files/a.txt', { 'content-type': 'text/plain' });
      results.push(sent);
      if (!sent) throw new Error('missing');
      return reply;
    });
    const res = await app.inject('/x');
    expect([res.statusCode, res.body, res.headers['content-length']]).toEqual([200, 'hello file', '10']);
    expect(results).toEqual([true]);
    expect(await sendStored({} as never, storage, 'files/none.txt', {})).toBe(false);
    await app.close();
    expect(errors).toEqual([]);
  });
});

describe('sendPrivate', () => {
  it('streams the file when the storage gives no link, with no error after it', async () => {
    // Local storage as S3 without a public address is: it gives no signed link, so the bytes go through the route.
    const withoutLinks = { ...localStorage(root), signedUrl: async () => null };
    const { app, errors } = await appWith(async (reply) =>
      sendPrivate(reply, withoutLinks, 'files/a.txt', { filename: 'a.txt', contentType: 'text/plain' }),
    );
    const res = await app.inject('/x');
    expect([res.statusCode, res.body]).toEqual([200, 'hello file']);
    expect(res.headers['cache-control']).toBe('private, no-store');
    await app.close();
    expect(errors).toEqual([]);
  });
});
