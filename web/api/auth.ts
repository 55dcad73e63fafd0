import type { z } from 'zod';
import { ZLoginResponse, ZOkResponse, type ZEmailLogin } from '../../core/api';
import type { ZSmsLogin, ZSmsSend } from '../../core/sms';
import { apiRequest } from './client';

/**
 * Sign-in calls. Plain functions (no TanStack Query) so the sign-in page
 * bundle stays small.
 */
export function loginWithEmail(body: z.input<typeof ZEmailLogin>) {
  return apiRequest('/api/auth/login', ZLoginResponse, { method: 'POST', body });
}

export function sendSmsCode(body: z.input<typeof ZSmsSend>) {
  return apiRequest('/api/auth/sms/send', ZOkResponse, { method: 'POST', body });
}

export function loginWithSms(body: z.input<typeof ZSmsLogin>) {
  return apiRequest('/api/auth/sms/login', ZLoginResponse, { method: 'POST', body });
}
