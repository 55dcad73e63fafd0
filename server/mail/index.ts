import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends an e-mail. `smtp` sends through a real server; `outbox` keeps it in the database (read at /admin/mail). */
export interface MailDriver {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** Any SMTP server (smtp:// or smtps:// with credentials in the address), through nodemailer. */
export function smtpMail(url: string, from: string): MailDriver {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}

/**
 * The local driver: the message is composed exactly as the SMTP driver's
 * (nodemailer's stream transport gives the RFC 5322 text) and stored in
 * the `mail_outbox` table, so every flow that mails runs on one machine
 * and its mails can be read.
 */
export function outboxMail(db: Db, from: string): MailDriver {
  const compose = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    async send(m) {
      const info = await compose.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      await db.insert(mailOutbox).values({ to: m.to, subject: m.subject, text: m.text, raw: info.message.toString('utf8') });
    },
  };
}

export function createMail(config: Config, db: Db): MailDriver {
  return config.mail.driver === 'smtp' ? smtpMail(config.mail.url, config.mail.from) : outboxMail(db, config.mail.from);
}

/**
 * Sends without letting a mail failure undo or fail the action that caused
 * it (the action is already committed): the failure is logged.
 */
export async function sendQuietly(mail: MailDriver, log: FastifyBaseLogger, messages: MailMessage[]): Promise<void> {
  for (const m of messages) {
    try {
      await mail.send(m);
    } catch (err) {
      log.error({ err, to: m.to, subject: m.subject }, 'mail not sent');
    }
  }
}
