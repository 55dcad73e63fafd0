import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorMessage } from '../lib/errors';

/** Every error leaves as `{code, error, msg}` with a stable error code. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const site = req.site ?? 'en';
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.status, error: err.code, msg: errorMessage(err.code, site) });
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ code: 400, error: 'BAD_REQUEST', msg: errorMessage('BAD_REQUEST', site) });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code = err.statusCode === 404 ? 'NOT_FOUND' : err.statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
      return reply.status(err.statusCode).send({ code: err.statusCode, error: code, msg: errorMessage(code, site) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, error: 'INTERNAL', msg: errorMessage('INTERNAL', site) });
  });
}
