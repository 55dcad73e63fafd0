import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZShareStatusResponse } from '../../core/api';
import { ApiError, apiRequest, isRetryable } from './client';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns the answer parsed by the schema and sends JSON bodies', async () => {
    const fetchMock = vi.fn(async () => answer(200, { code: 200, data: true, extra: 'dropped' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', ZShareStatusResponse, { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      code: 200,
      data: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'POST', body: '{"a":1}' }));
  });

  it('sends a FormData as it is, letting the browser set the multipart type', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, { code: 200, data: true }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('pdf', new Blob(['%PDF-1.7']), 'invoice.pdf');
    await apiRequest('/api/x', ZShareStatusResponse, { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('turns the uniform error body into an ApiError with its code', async () => {
    vi.stubGlobal('fetch', async () => answer(403, { code: 403, error: 'LOGO_PRIVATE', msg: 'not shared' }));
    const error = await failure(apiRequest('/api/x', ZShareStatusResponse));
    expect([error.status, error.code, error.message]).toEqual([403, 'LOGO_PRIVATE', 'not shared']);
  });

  it('derives a code from the status when the error body is not the uniform one', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    expect((await failure(apiRequest('/api/x', ZShareStatusResponse))).code).toBe('NOT_FOUND');
  });

  it('refuses a 200 answer that does not match the schema', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { code: 500, data: 'yes' }));
    expect((await failure(apiRequest('/api/x', ZShareStatusResponse))).code).toBe('BAD_RESPONSE');
  });

  it('reports a network failure as NETWORK with status 0, which is retryable', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(apiRequest('/api/x', ZShareStatusResponse));
    expect([error.status, error.code]).toEqual([0, 'NETWORK']);
    expect(isRetryable(error)).toBe(true);
    expect(isRetryable(new ApiError(404, 'NOT_FOUND', ''))).toBe(false);
  });
});
