import { createHash } from 'node:crypto';
import type { Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { officeVars, type OfficeBrand } from '../../../core/office/brand';
import { EXTENSION, type TemplateKind } from '../../../core/office/api';
import { pptTemplateById, templateSlides, type PptTemplate } from '../../../core/office/ppt-templates';
import type { WordTemplate } from '../../../core/office/word';
import { wordTemplateById } from '../../../core/office/word-templates';
import { brandColours } from '../../../core/vi/colours';
import { DOCUMENT_CREATOR } from '../../render/formats';
import { FONT_CATALOGUE } from '../../render/fonts';
import { logoFileKey } from '../../render/logo-files';
import { outlinedDesign } from '../../render/outlined';
import { ensureStored, storedOnce, type StoredOnce } from '../../lib/stored-once';
import type { Storage } from '../../storage';
import { wordTemplateDocx } from './docx';
import { officeImages } from './images';
import { deckPptx } from './pptx';

/**
 * The office files of a logo through a storage cache, like the logo renders:
 * a file is stored under a key of everything it shows (the writers' version,
 * the template, the site, the logo's render key — renderers, fonts, design —,
 * the brand's name and slogan, the day it is dated) and built once per key;
 * identical requests at the same time build once. Stored privately under
 * `office/`: it is given only through the template routes' checks.
 */

/** Bump when a writer or a template changes (part of the key). */
export const OFFICE_VERSION = 4;

export const CONTENT_TYPE: Record<TemplateKind, string> = {
  word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export interface OfficeLogo {
  design: TDesign;
  logo_name: string;
  slogan_name: string | null;
}

/** Fonts a document may set running text in: the logo's script and display faces are for the logo, not for headings. */
const HEADING_UNSUITED = new Set(['pacifico-400', 'zcool-kuaile-400']);

export function officeBrand(logo: OfficeLogo, site: Locale): OfficeBrand {
  const design = logo.design;
  const name = design.name.font;
  const slogan = design.slogan?.font;
  const heading = !HEADING_UNSUITED.has(name) ? name : slogan && !HEADING_UNSUITED.has(slogan) ? slogan : null;
  return {
    site,
    name: logo.logo_name,
    slogan: logo.slogan_name ?? design.slogan?.text ?? '',
    colours: brandColours(design, site).map((c) => c.hex),
    headingFont: heading ? FONT_CATALOGUE[heading].family : 'Arial',
    bodyFont: 'Arial',
  };
}

/** The brand of a logo row (its design, name and slogan) for the site. */
export function logoOfficeBrand(logo: { design: unknown; logo_name: string; slogan_name: string | null }, site: Locale): OfficeBrand {
  return officeBrand({ design: logo.design as TDesign, logo_name: logo.logo_name, slogan_name: logo.slogan_name }, site);
}

export type OfficeTemplate = { kind: 'word'; template: WordTemplate } | { kind: 'ppt'; template: PptTemplate };

export function findTemplate(kind: TemplateKind, id: number): OfficeTemplate | undefined {
  if (kind === 'word') {
    const template = wordTemplateById(id);
    return template && { kind, template };
  }
  const template = pptTemplateById(id);
  return template && { kind, template };
}

/** The day a file is dated (UTC): part of its key, so a template is dated the day it is downloaded. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export function officeKey(t: OfficeTemplate, logo: OfficeLogo, site: Locale, now: Date): string {
  const render = logoFileKey(logo.design, { variant: 'main', format: 'png-high', width: 1200, height: 900, background: null });
  return createHash('sha256')
    .update(JSON.stringify([OFFICE_VERSION, t.kind, t.template.id, site, render, officeBrand(logo, site), dayOf(now)]))
    .digest('hex');
}

export const officeStorageKey = (kind: TemplateKind, key: string) => `office/${kind}/${key.slice(0, 2)}/${key}.${EXTENSION[kind]}`;

export interface OfficeFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

async function build(t: OfficeTemplate, logo: OfficeLogo, site: Locale, now: Date, requestId?: string): Promise<Buffer> {
  const brand = officeBrand(logo, site);
  const images = await officeImages(outlinedDesign(logo.design), requestId);
  if (t.kind === 'word') return wordTemplateDocx({ template: t.template, brand, images, today: now, creator: DOCUMENT_CREATOR });
  const slides = templateSlides(t.template, site, officeVars(brand, now));
  return deckPptx({ brand, look: { style: t.template.style, pattern: t.template.pattern }, slides, images, title: `${brand.name} – ${t.template.name[site]}`, creator: DOCUMENT_CREATOR });
}

/** A logo's template file, from storage or built (then stored); `requestId` goes to the renders of its pictures. */
export async function officeFile(storage: Storage, t: OfficeTemplate, logo: OfficeLogo, site: Locale, now = new Date(), requestId?: string): Promise<OfficeFile> {
  const key = officeKey(t, logo, site, now);
  return { body: await storedOnce(officeStored(storage, t, logo, site, now, key, requestId)), contentType: CONTENT_TYPE[t.kind], etag: key };
}

/** A logo's template file made sure of in storage (built when missing), for a link to it: its storage key and type. */
export async function storedOfficeFile(storage: Storage, t: OfficeTemplate, logo: OfficeLogo, site: Locale, now = new Date(), requestId?: string): Promise<{ storageKey: string; contentType: string }> {
  const o = officeStored(storage, t, logo, site, now, officeKey(t, logo, site, now), requestId);
  await ensureStored(o);
  return { storageKey: o.storageKey, contentType: o.contentType };
}

function officeStored(storage: Storage, t: OfficeTemplate, logo: OfficeLogo, site: Locale, now: Date, key: string, requestId?: string): StoredOnce {
  return { cache: 'office', storage, storageKey: officeStorageKey(t.kind, key), contentType: CONTENT_TYPE[t.kind], build: () => build(t, logo, site, now, requestId) };
}
