import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { readUploadedFile } from '../../lib/upload';

/** Largest invoice PDF an admin may upload. */
export const INVOICE_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** True when the bytes start with the PDF header (ISO 32000: "%PDF-"); the file name and type say nothing. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length > 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * The first file of a multipart request, checked to be a PDF by its magic
 * bytes. Missing, not multipart, or not a PDF → INVOICE_PDF_INVALID; over the
 * limit → INVOICE_PDF_TOO_LARGE.
 */
export async function readPdfUpload(req: FastifyRequest): Promise<Buffer> {
  const bytes = await readUploadedFile(req, INVOICE_PDF_MAX_BYTES, { invalid: 'INVOICE_PDF_INVALID', tooLarge: 'INVOICE_PDF_TOO_LARGE' });
  if (!isPdf(bytes)) throw new AppError('INVOICE_PDF_INVALID', 'not a PDF');
  return bytes;
}
