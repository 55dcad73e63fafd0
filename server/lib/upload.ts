import type { FastifyRequest } from 'fastify';
import type { TErrorCode } from '../../core/api';
import { isTypedText } from '../../core/text';
import { AppError } from './errors';

function hasCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === code;
}

interface UploadCodes {
  invalid: TErrorCode;
  tooLarge: TErrorCode;
}

/**
 * Every failure while reading a multipart body is the client's: too large →
 * `tooLarge`, not multipart → `invalid`, anything else (no boundary, a body cut
 * off, too many fields or files, a malformed part) → UPLOAD_INCOMPLETE. Only
 * the request is read inside these calls, so nothing here is a server fault.
 */
function uploadError(err: unknown, codes: UploadCodes, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) return new AppError(codes.tooLarge, `larger than ${maxBytes} bytes`);
  if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) return new AppError(codes.invalid, 'not multipart');
  return new AppError('UPLOAD_INCOMPLETE', err instanceof Error ? err.message : 'unreadable multipart body');
}

/**
 * The first file of a multipart request (the route's scope registers
 * @fastify/multipart). No file or not multipart → `invalid`; over `maxBytes`
 * → `tooLarge`. What the bytes are is the caller's check.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  maxBytes: number,
  codes: UploadCodes,
): Promise<Buffer> {
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError(codes.invalid, 'no file in the request');
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err, codes, maxBytes);
  }
}

export interface UploadedParts {
  fields: Record<string, string>;
  /** Non-empty files by field name. */
  files: Record<string, { bytes: Buffer; name: string }>;
}

/**
 * Every field and file of a multipart request, read whole (the route's scope
 * sets the limits). Too large → `tooLarge`, not multipart → `invalid`.
 */
export async function readUploadedParts(req: FastifyRequest, maxBytes: number, codes: UploadCodes): Promise<UploadedParts> {
  const parts: UploadedParts = { fields: {}, files: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) parts.files[part.fieldname] = { bytes, name: part.filename || part.fieldname };
      } else if (typeof part.value === 'string') {
        if (!isTypedText(part.value)) throw new AppError('CONTROL_CHARACTERS');
        parts.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadError(err, codes, maxBytes);
  }
  return parts;
}
