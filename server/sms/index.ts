import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { aliyunSms } from './aliyun';
import { tencentSms } from './tencent';
import type { SmsDriver } from './types';

export { SmsError, needsOperator, type SmsFailure } from './errors';
export type { SmsDriver } from './types';

/** The text a code's message reads (the providers' templates say the same; the log driver writes it). */
export function codeText(code: string): string {
  return `验证码 ${code}，5分钟内有效。`;
}

/** Messages a local stand-in of a text service sent, newest last (the log driver and the partner simulator). */
export interface SentTexts {
  sent: Array<{ mobile: string; text: string }>;
  /** A text to a number (the partner simulator's own messages). */
  send(mobile: string, text: string): Promise<void>;
}

/**
 * The local driver: writes the message to the server log, so a developer
 * reads the sign-in code there (`[sms] to 13800000001: …`). Refused in
 * production (server/config.ts).
 */
export function logSms(log: FastifyBaseLogger): SmsDriver & SentTexts {
  const sent: Array<{ mobile: string; text: string }> = [];
  const send = async (mobile: string, text: string) => {
    sent.push({ mobile, text });
    if (sent.length > 100) sent.shift();
    log.info({ sms: { mobile } }, `[sms] to ${mobile}: ${text}`);
  };
  return {
    name: 'log',
    sent,
    send,
    async sendCode(mobile, code) {
      await send(mobile, codeText(code));
      return { id: `log-${sent.length}` };
    },
  };
}

/** The driver SMS_DRIVER names, with its settings. */
export function smsDriverFor(config: Config['sms'], log: FastifyBaseLogger): SmsDriver {
  switch (config.driver) {
    case 'aliyun':
      return aliyunSms({ ...config.aliyun, timeoutMs: config.timeoutMs });
    case 'tencent':
      return tencentSms({ ...config.tencent, timeoutMs: config.timeoutMs });
    case 'log':
      return logSms(log);
  }
}
