import type { Locale } from '../../../core/constants';
import { generateOutline, ZOutline, type TOutline, type TOutlineRequest } from '../../../core/office/brand-ppt';
import type { OutlineConfig } from '../../config';
import { AppError } from '../../lib/errors';

/**
 * Who writes a brand PPT's outline (spec 01 §7 "Generate outline": amount,
 * keyword → outline). The built-in driver is core's deterministic
 * generator; the HTTP driver asks an AI text service (OUTLINE_URL) and
 * accepts only an answer of the outline's shape, within OUTLINE_TIMEOUT_MS.
 */
export interface OutlineDriver {
  readonly name: 'local' | 'http';
  generate(req: TOutlineRequest, site: Locale): Promise<TOutline>;
}

export const localOutlineDriver: OutlineDriver = {
  name: 'local',
  generate: async (req, site) => generateOutline(req, site),
};

/**
 * POST {amount, keyword, language} as JSON with a bearer key; the answer is
 * `{outline: [{title, points[]}]}` of at most `amount` sections. A time-out
 * is OUTLINE_TIMEOUT (504); no connection, a 5xx or an answer of another
 * shape is OUTLINE_UNAVAILABLE (503). Never follows a redirect.
 */
export function httpOutlineDriver(config: Extract<OutlineConfig, { mode: 'http' }>): OutlineDriver {
  return {
    name: 'http',
    async generate(req, site) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          redirect: 'error',
          signal: AbortSignal.timeout(config.timeoutMs),
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({ amount: req.amount, keyword: req.keyword, language: site === 'zh' ? 'zh-CN' : 'en' }),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new AppError(timedOut ? 'OUTLINE_TIMEOUT' : 'OUTLINE_UNAVAILABLE', `outline service: ${error instanceof Error ? error.message : String(error)}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new AppError('OUTLINE_UNAVAILABLE', `outline service answered ${response.status} without JSON`);
      }
      if (!response.ok) throw new AppError('OUTLINE_UNAVAILABLE', `outline service answered ${response.status}`);
      const outline = ZOutline.safeParse((body as { outline?: unknown } | null)?.outline);
      if (!outline.success || outline.data.length > req.amount) throw new AppError('OUTLINE_UNAVAILABLE', 'outline service answered another shape');
      return outline.data;
    },
  };
}

export function outlineDriver(config: OutlineConfig): OutlineDriver {
  return config.mode === 'http' ? httpOutlineDriver(config) : localOutlineDriver;
}
