import { z } from 'zod';
import type { Locale } from './constants';
import { ZId } from './ids';
import { escapeMarkup } from './text';
import { isEmailAddress } from './validators';

/**
 * The e-mail signature (beyond the spec; the design hub's and the brand
 * package's e-mail-signature entries): the person's details and an HTML
 * signature that pastes into Gmail, Outlook and Apple Mail — a table layout
 * with inline styles only (mail clients drop <style> and classes), the logo
 * as a hosted image (mail clients do not show data: images), web-safe fonts.
 */

export const SIGNATURE_LIMITS = { name: 80, title: 80, company: 80, phone: 40, email: 254, website: 200, address: 160 } as const;

const text = (max: number) => z.string().trim().max(max);

/** The details as typed; the name is needed, the rest optional; checked the same in the form and the tests. */
export const ZSignatureInfo = z.object({
  name: text(SIGNATURE_LIMITS.name).min(1),
  title: text(SIGNATURE_LIMITS.title).default(''),
  company: text(SIGNATURE_LIMITS.company).default(''),
  phone: text(SIGNATURE_LIMITS.phone)
    .regex(/^[+\d][\d\s()./-]*$|^$/)
    .default(''),
  email: text(SIGNATURE_LIMITS.email)
    .refine((v) => v === '' || isEmailAddress(v))
    .default(''),
  website: text(SIGNATURE_LIMITS.website)
    .refine((v) => v === '' || websiteHref(v) !== null)
    .default(''),
  address: text(SIGNATURE_LIMITS.address).default(''),
});
export type TSignatureInfo = z.infer<typeof ZSignatureInfo>;

/** GET /api/logo/{id}/signature-image: the logo as a hosted PNG for mail clients. */
export const ZSignatureImageResponse = z.object({
  code: z.literal(200),
  data: z.object({ url: z.string().url(), width: z.number().int(), height: z.number().int() }),
});
export const ZSignatureImageParams = z.object({ id: z.coerce.number().pipe(ZId) });
/** The hosted picture: 4:3 like the logo's canvas, sharp on a 2× screen at 150×112 px. */
export const SIGNATURE_IMAGE = { width: 300, height: 225, shown: { width: 150, height: 112 } } as const;

/** A website as a link: http(s) kept, a bare domain gets https://; anything else (javascript:, mailto:) is null. */
export function websiteHref(value: string): string | null {
  const v = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(url.hostname)) return null;
    return url.href;
  } catch {
    return null;
  }
}

const LABELS: Record<Locale, { phone: string; email: string; web: string }> = {
  zh: { phone: '电话', email: '邮箱', web: '网址' },
  en: { phone: 'Tel', email: 'E-mail', web: 'Web' },
};

export interface SignatureLook {
  /** The hosted logo picture. */
  imageUrl: string;
  /** Alt text of the picture (the brand's name). */
  logoName: string;
  /** The accent: the name and the rule beside the logo ("#rrggbb"). */
  colour: string;
  site: Locale;
}

/**
 * The signature as HTML for mail clients: one table, two cells (logo | the
 * person), every style inline, every text escaped, links only tel:, mailto:
 * and http(s).
 */
export function signatureHtml(info: TSignatureInfo, look: SignatureLook): string {
  const colour = /^#[0-9a-f]{6}$/i.test(look.colour) ? look.colour : '#333333';
  const l = LABELS[look.site];
  const font = look.site === 'zh' ? "Arial,'PingFang SC','Microsoft YaHei',sans-serif" : 'Arial,Helvetica,sans-serif';
  const line = (html: string) => `<tr><td style="padding:0 0 2px 0;font-family:${font};font-size:13px;line-height:18px;color:#333333;">${html}</td></tr>`;
  const link = (href: string, label: string) => `<a href="${escapeMarkup(href)}" style="color:${colour};text-decoration:none;">${escapeMarkup(label)}</a>`;
  const rows: string[] = [
    `<tr><td style="padding:0 0 2px 0;font-family:${font};font-size:17px;line-height:22px;font-weight:bold;color:${colour};">${escapeMarkup(info.name)}</td></tr>`,
  ];
  const role = [info.title, info.company || look.logoName].filter(Boolean).map(escapeMarkup).join(' | ');
  if (role) rows.push(`<tr><td style="padding:0 0 8px 0;font-family:${font};font-size:13px;line-height:18px;color:#666666;">${role}</td></tr>`);
  if (info.phone) rows.push(line(`${l.phone}: ${link(`tel:${info.phone.replace(/[^\d+]/g, '')}`, info.phone)}`));
  if (info.email) rows.push(line(`${l.email}: ${link(`mailto:${info.email}`, info.email)}`));
  const web = info.website ? websiteHref(info.website) : null;
  if (web) rows.push(line(`${l.web}: ${link(web, info.website.replace(/^https?:\/\//i, '').replace(/\/$/, ''))}`));
  if (info.address) rows.push(line(escapeMarkup(info.address)));
  const { width, height } = SIGNATURE_IMAGE.shown;
  return (
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;">` +
    `<tr>` +
    `<td style="padding:0 16px 0 0;vertical-align:middle;border-right:3px solid ${colour};">` +
    `<img src="${escapeMarkup(look.imageUrl)}" width="${width}" height="${height}" alt="${escapeMarkup(look.logoName)}" style="display:block;border:0;outline:none;width:${width}px;height:${height}px;">` +
    `</td>` +
    `<td style="padding:0 0 0 16px;vertical-align:middle;">` +
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;">${rows.join('')}</table>` +
    `</td>` +
    `</tr>` +
    `</table>`
  );
}

/** The .html download: the signature in a page of its own (open it, select all, copy). */
export function signatureDocument(html: string, title: string): string {
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head>\n<body>\n${html}\n</body></html>\n`;
}
