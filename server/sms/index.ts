import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message. One driver per provider; `log` is the local one. */
export interface SmsDriver {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * The local driver: writes the message to the server log, so a developer
 * reads the sign-in code there (`[sms] to 13800000001: …`).
 */
export function logSms(log: FastifyBaseLogger): SmsDriver & { sent: Array<{ mobile: string; text: string }> } {
  const sent: Array<{ mobile: string; text: string }> = [];
  return {
    sent,
    async send(mobile, text) {
      sent.push({ mobile, text });
      if (sent.length > 100) sent.shift();
      log.info({ sms: { mobile } }, `[sms] to ${mobile}: ${text}`);
    },
  };
}
