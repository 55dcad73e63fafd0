import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../core/constants';
import type { AppContext } from '../../context';
import { sendQuietly, type MailMessage } from '../../mail';
import * as repo from './repo';

/**
 * The mails of the designer fix: the designer (or, before one is chosen,
 * the admins) learns of a new request, of being authorised, of the owner's
 * remark and confirmation; the owner learns of new files. Sent after the
 * action is committed; a mail that fails is logged and the action stands.
 */

export type DesignerEvent = 'request' | 'authorised' | 'remark' | 'confirmed' | 'files';

/** What a mail is about: a logo, or a customise record (whose page is `/download/?custom={id}`). */
export interface MailTopic {
  name: string;
  /** The page, under the site's origin. */
  path: string;
  /** Who hears of new files. */
  ownerId: number;
  designerId: number | null;
}

export function logoTopic(logo: { fa_id: number; logo_name: string; user_id: number; designer_user_id: number | null }): MailTopic {
  return { name: logo.logo_name, path: `/download/mod?logo=${logo.fa_id}`, ownerId: logo.user_id, designerId: logo.designer_user_id };
}

export function customiseTopic(record: { id: number; client_id: number; designer_user_id: number | null }, site: Locale): MailTopic {
  return {
    name: site === 'zh' ? `定制Logo #${record.id}` : `custom logo #${record.id}`,
    path: `/download/?custom=${record.id}`,
    ownerId: record.client_id,
    designerId: record.designer_user_id,
  };
}

const TEXTS: Record<DesignerEvent, Record<Locale, (name: string) => { subject: string; body: string }>> = {
  request: {
    zh: (n) => ({ subject: `新的设计师修改需求：${n}`, body: `Logo「${n}」的主人购买了设计师修改服务。` }),
    en: (n) => ({ subject: `New designer fix request: ${n}`, body: `The owner of the logo "${n}" has paid for a designer fix.` }),
  },
  authorised: {
    zh: (n) => ({ subject: `您已被指派修改 Logo「${n}」`, body: `您已被指派为 Logo「${n}」的设计师。客户的修改需求和上传位置都在修改页面上。` }),
    en: (n) => ({ subject: `You are the designer of "${n}"`, body: `You have been made the designer of the logo "${n}". The owner's request and the upload slots are on the designer fix page.` }),
  },
  remark: {
    zh: (n) => ({ subject: `客户提交了修改需求：${n}`, body: `Logo「${n}」的主人写下了修改需求：` }),
    en: (n) => ({ subject: `The owner's request for "${n}"`, body: `The owner of the logo "${n}" has written what to change:` }),
  },
  confirmed: {
    zh: (n) => ({ subject: `客户已确认修改：${n}`, body: `Logo「${n}」的主人已确认您的修改，您现在可以领取佣金。` }),
    en: (n) => ({ subject: `The owner confirmed your work on "${n}"`, body: `The owner of the logo "${n}" has confirmed your work. You can now claim your commission.` }),
  },
  files: {
    zh: (n) => ({ subject: `设计师上传了新文件：${n}`, body: `设计师为您的 Logo「${n}」上传了新文件，修改后的 Logo 也可以在下载页面下载。` }),
    en: (n) => ({ subject: `New files from your designer: ${n}`, body: `Your designer has uploaded new files for your logo "${n}". The modified logo can be downloaded from the download page too.` }),
  },
};

const OPEN: Record<Locale, string> = { zh: '打开修改页面：', en: 'Open the designer fix page: ' };

/** The mail of one event, in the site's language, with a link to the page. */
export function designerMail(event: DesignerEvent, site: Locale, topic: MailTopic, origin: string, to: string, extra?: string): MailMessage {
  const { subject, body } = TEXTS[event][site](topic.name);
  const link = `${origin}${topic.path}`;
  return { to, subject, text: [body, extra ? `\n${extra}\n` : '', `${OPEN[site]}${link}`].filter(Boolean).join('\n') };
}

/** Who hears of an event: the owner of files; the designer otherwise (of a request or a remark, the admins while there is none). */
async function recipients(ctx: AppContext, event: DesignerEvent, topic: MailTopic): Promise<string[]> {
  if (event === 'files') {
    const owner = await repo.userEmail(ctx.db, topic.ownerId);
    return owner ? [owner] : [];
  }
  const designer = await repo.userEmail(ctx.db, topic.designerId);
  if (designer) return [designer];
  return event === 'request' || event === 'remark' ? repo.adminEmails(ctx.db) : [];
}

/**
 * Sends the mails of an event, linking to the site's configured public
 * origin. Never throws: the action is already committed, so a failure
 * (finding the recipients or sending) is logged and the action stands.
 */
export async function notify(
  ctx: AppContext,
  log: FastifyBaseLogger,
  event: DesignerEvent,
  site: Locale,
  topic: MailTopic,
  extra?: string,
): Promise<void> {
  try {
    const to = await recipients(ctx, event, topic);
    const origin = ctx.config.publicOrigins[site];
    await sendQuietly(
      ctx.mail,
      log,
      to.map((addr) => designerMail(event, site, topic, origin, addr, extra)),
    );
  } catch (err) {
    log.error({ err, event }, 'designer-fix mail not sent');
  }
}
