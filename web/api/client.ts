import type { z } from 'zod';
import { ZErrorBody, type TErrorCode } from '../../core/api';

/** Error codes a call can end with: the server's codes plus two of the browser's. */
export type TClientErrorCode = TErrorCode | 'NETWORK' | 'BAD_RESPONSE';

/** A failed API call: HTTP status (0 when the network failed) and a stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: TClientErrorCode,
    message: string,
    /** SMS_PROOF_REQUIRED: the proof-of-work challenge to answer before asking again. */
    readonly challenge?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Picks a code for an error answer whose body is not the uniform error body. */
function codeForStatus(status: number): TErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'INTERNAL';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the site's API and parses the answer with the given core schema, so
 * no page ever sees an unchecked response. Errors become ApiError.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const response = await send(path, options);
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', parsed.error.message);
  return parsed.data;
}

/** Reads a text file of the site's API (an SVG preview), with the same errors as apiRequest. */
export async function apiText(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
  return (await send(path, { signal })).text();
}

/** Reads a file the site's API makes (a server-made video), with the same errors as apiRequest. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options)).blob();
}

/** One call: the network failure or the error answer as an ApiError, else the response to read. */
async function send(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      // FormData sets its own multipart Content-Type (with the boundary).
      headers:
        body === undefined || body instanceof FormData
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'network error');
  }
  if (!response.ok) {
    const error = ZErrorBody.safeParse(await readJson(response));
    if (error.success) throw new ApiError(response.status, error.data.error, error.data.msg, error.data.challenge);
    throw new ApiError(response.status, codeForStatus(response.status), response.statusText);
  }
  return response;
}

/** True for errors worth retrying automatically (network, 5xx); never for 4xx answers. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

