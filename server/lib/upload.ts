import type { FastifyRequest } from 'fastify';
import type { TErrorCode } from '../../core/api';
import { AppError } from './errors';

function hasCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === code;
}

/**
 * The first file of a multipart request (the route's scope registers
 * @fastify/multipart). No file or not multipart → `invalid`; over `maxBytes`
 * → `tooLarge`. What the bytes are is the caller's check.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  maxBytes: number,
  codes: { invalid: TErrorCode; tooLarge: TErrorCode },
): Promise<Buffer> {
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError(codes.invalid, 'no file in the request');
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError(codes.tooLarge, `larger than ${maxBytes} bytes`);
    if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw new AppError(codes.invalid, 'not multipart');
    throw err;
  }
}
