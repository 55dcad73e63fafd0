import type { Locale } from '../../../core/constants';
import type { MailMessage } from '../../mail';

/**
 * The brand portal's mails (issue 46), in the portal's site language: a
 * view-only link's visitor asks for the files (the owner hears of it; the
 * page tells the visitor it was sent), the owner approves (the visitor gets
 * the address that opens the downloads) or refuses (the visitor is told).
 * Plain text, as every mail of the product.
 */

interface RequestTopic {
  brand: string;
  /** The requester's name and e-mail, and what they wrote. */
  name: string;
  email: string;
  message: string;
  /** The link's label the owner gave it. */
  label: string;
}

const TEXTS = {
  en: {
    toOwner: (r: RequestTopic) => ({
      subject: `${r.name} asks for the files of ${r.brand}`,
      text: `${r.name} (${r.email}) opened your brand page for ${r.brand} with the link "${r.label}" and asks for the files.${r.message ? `\n\nThey wrote:\n${r.message}` : ''}\n\nApprove or refuse on your brand portal page:`,
    }),
    approved: (r: RequestTopic, days: number) => ({
      subject: `The files of ${r.brand} are yours to download`,
      text: `Hello ${r.name},\n\nthe owner of ${r.brand} approved your request. This address opens the brand page with its downloads for ${days} days:`,
    }),
    refused: (r: RequestTopic) => ({
      subject: `Your request for the files of ${r.brand}`,
      text: `Hello ${r.name},\n\nthe owner of ${r.brand} did not approve your request for the files. You can still view the brand page with your link; ask the owner directly if you need the files.`,
    }),
  },
  zh: {
    toOwner: (r: RequestTopic) => ({
      subject: `${r.name} 申请下载「${r.brand}」的文件`,
      text: `${r.name}（${r.email}）通过链接「${r.label}」打开了「${r.brand}」的品牌网页，申请下载文件。${r.message ? `\n\n留言：\n${r.message}` : ''}\n\n请在品牌门户页面批准或拒绝：`,
    }),
    approved: (r: RequestTopic, days: number) => ({
      subject: `「${r.brand}」的文件已可下载`,
      text: `${r.name}，您好：\n\n「${r.brand}」的所有者已批准您的申请。以下地址可打开品牌网页并下载文件，${days} 天内有效：`,
    }),
    refused: (r: RequestTopic) => ({
      subject: `您申请下载「${r.brand}」文件`,
      text: `${r.name}，您好：\n\n「${r.brand}」的所有者未批准您的下载申请。您仍可通过原链接浏览品牌网页；如需文件，请直接联系品牌所有者。`,
    }),
  },
} as const;

/** The owner hears of a request, with the address of the area's page where they answer it. */
export function requestToOwnerMail(site: Locale, to: string, topic: RequestTopic, pageUrl: string): MailMessage {
  const { subject, text } = TEXTS[site].toOwner(topic);
  return { to, subject, text: `${text}\n${pageUrl}` };
}

/** The requester gets the answer: an approval with the address that opens the downloads, or a refusal. */
export function requestAnsweredMail(site: Locale, topic: RequestTopic, answer: { approved: true; url: string; days: number } | { approved: false }): MailMessage {
  if (!answer.approved) return { to: topic.email, ...TEXTS[site].refused(topic) };
  const { subject, text } = TEXTS[site].approved(topic, answer.days);
  return { to: topic.email, subject, text: `${text}\n${answer.url}` };
}

const INVITATION = {
  en: (i: Invitation) => ({
    subject: `You are invited to the brand ${i.brand}`,
    text: `You are invited to the brand portal of ${i.brand} as ${i.role === 'editor' ? 'an editor: you can see and download the brand, edit its page and its address, manage its links, answer requests for the files and read its counts' : 'a viewer: you can see and download the brand'}${i.endsAt ? `, until ${i.endsAt.toISOString().slice(0, 10)}` : ''}.\n\nOpen this address and sign in with this e-mail (${i.to}) to join; no account yet? Create one with this e-mail first.`,
  }),
  zh: (i: Invitation) => ({
    subject: `邀请您加入品牌「${i.brand}」`,
    text: `您受邀以${i.role === 'editor' ? `编辑身份加入「${i.brand}」的品牌门户：可查看和下载品牌文件、编辑品牌网页及其地址、管理链接、处理下载申请并查看统计` : `查看者身份加入「${i.brand}」的品牌门户：可查看和下载品牌文件`}${i.endsAt ? `，有效期至 ${i.endsAt.toISOString().slice(0, 10)}` : ''}。\n\n请打开以下地址，并用本邮箱（${i.to}）登录后加入；如还没有账号，请先用本邮箱注册。`,
  }),
} as const;

interface Invitation {
  to: string;
  brand: string;
  role: 'viewer' | 'editor';
  url: string;
  endsAt: Date | null;
}

/** The invitation to a portal's team, with the address that joins. */
export function invitationMail(site: Locale, invitation: Invitation): MailMessage {
  const { subject, text } = INVITATION[site](invitation);
  return { to: invitation.to, subject, text: `${text}\n${invitation.url}` };
}
