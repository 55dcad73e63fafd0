import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/** Largest invoice PDF an admin may upload. */
export const INVOICE_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** True when the bytes start with the PDF header (ISO 32000: "%PDF-"); the file name and type say nothing. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length > 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

function hasCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === code;
}

/**
 * The first file of a multipart request, checked to be a PDF by its magic
 * bytes. Missing, not multipart, or not a PDF → INVOICE_PDF_INVALID; over the
 * limit → INVOICE_PDF_TOO_LARGE.
 */
export async function readPdfUpload(req: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const part = await req.file({ limits: { fileSize: INVOICE_PDF_MAX_BYTES, files: 1 } });
    if (!part) throw new AppError('INVOICE_PDF_INVALID', 'no file in the request');
    bytes = await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('INVOICE_PDF_TOO_LARGE');
    if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw new AppError('INVOICE_PDF_INVALID', 'not multipart');
    throw err;
  }
  if (!isPdf(bytes)) throw new AppError('INVOICE_PDF_INVALID', 'not a PDF');
  return bytes;
}
