import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZErrorCode, type TErrorCode } from '../../core/api';
import { AppError, errorMessage } from '../lib/errors';

/** A refused request's unread body is read and dropped up to this much, so the client can read the answer. */
const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

/** The framework's own 4xx statuses as stable codes. */
const STATUS_CODES: Partial<Record<number, TErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Reads and drops what is left of a request body. Answering while the client
 * is still sending, then closing, resets the connection and the client never
 * reads the answer (a 413 most of all); bounded so nobody can keep us reading.
 */
function drain(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}

/**
 * Answers an error as `{code, error, msg}` with a stable error code (plus
 * `extra`, for a route whose callers read more fields), after reading what
 * is left of the body so the client reads the answer.
 */
export async function answerError(err: FastifyError, req: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}) {
  const site = req.site ?? 'en';
  await drain(req.raw);
  const send = (status: number, code: TErrorCode) => reply.status(status).send({ ...extra, code: status, error: code, msg: errorMessage(code, site) });
  if (err instanceof AppError) return reply.status(err.status).send({ ...extra, ...err.fields, code: err.status, error: err.code, msg: errorMessage(err.code, site) });
  if (hasZodFastifySchemaValidationErrors(err) || err.validation || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return send(400, fieldErrorCode(err.validation) ?? 'BAD_REQUEST');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return send(err.statusCode, STATUS_CODES[err.statusCode] ?? 'BAD_REQUEST');
  req.log.error({ err }, 'unhandled error');
  return send(500, 'INTERNAL');
}

/** The error code of the first refused field that names its own (core/api.ts `fieldError`), if any. */
function fieldErrorCode(issues: FastifyError['validation']): TErrorCode | undefined {
  for (const issue of issues ?? []) {
    const code = (issue.params as { params?: { errorCode?: unknown } } | undefined)?.params?.errorCode;
    const known = ZErrorCode.safeParse(code);
    if (known.success) return known.data;
  }
  return undefined;
}

/** Every error leaves through `answerError`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => answerError(err, req, reply));
}
