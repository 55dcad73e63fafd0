import { z } from 'zod';
import { ZIdText } from '../ids';

/** The template calls (spec 02 §7): `/api/{kind}tpl/list`, the preview file, `/api/{kind}tpl/{templateId}/{logoId}` → savePath. */

export const TEMPLATE_KINDS = ['word', 'ppt'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const ZTemplateSummary = z.object({
  /** wordtpl_id or ppttpl_id (spec 02 §3), whichever the kind is. */
  id: z.number().int(),
  wordtpl_id: z.number().int().optional(),
  ppttpl_id: z.number().int().optional(),
  slug: z.string(),
  title: z.string(),
  /** Where the preview SVG is read (with the logo's colours and name; image slots empty). */
  preview_file: z.string(),
  /** What the file holds: pages of a Word template, slides of a deck. */
  pages: z.number().int(),
  /** Paper (Word: A4, Letter, DL, #10) or 16:9 for decks. */
  format: z.string(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

export const ZTemplateListResponse = z.object({ code: z.literal(200), list: z.array(ZTemplateSummary) });
export type TTemplateListResponse = z.infer<typeof ZTemplateListResponse>;
export const ZTemplateListQuery = z.object({ logo: ZIdText });

export const ZTemplateSaveResponse = z.object({ code: z.literal(200), savePath: z.string() });
export type TTemplateSaveResponse = z.infer<typeof ZTemplateSaveResponse>;

export const EXTENSION: Record<TemplateKind, 'docx' | 'pptx'> = { word: 'docx', ppt: 'pptx' };
