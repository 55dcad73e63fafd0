import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { refusalMessage } from './messages';

const t = (key: string) => `t:${key}`;

describe('refusalMessage', () => {
  it("shows the server's msg of a refusal (spec 01 §8)", () => {
    expect(refusalMessage(new ApiError(409, 'INVOICE_PENDING', '开票申请正在审核中，请勿重复提交'), t)).toBe('开票申请正在审核中，请勿重复提交');
  });

  it("shows the browser's message for a network failure, a server failure and anything else", () => {
    expect(refusalMessage(new ApiError(0, 'NETWORK', 'Failed to fetch'), t)).toBe('t:errors.NETWORK');
    expect(refusalMessage(new ApiError(502, 'INTERNAL', 'Bad Gateway'), t)).toBe('t:errors.INTERNAL');
    expect(refusalMessage(new Error('boom'), t)).toBe('t:errors.NETWORK');
  });
});
