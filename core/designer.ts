import { z } from 'zod';
import { ROLES } from './permissions';
import { ZIdText } from './ids';

/**
 * The designer fix (spec 01 §2 /mod, §3, §4 "Designer assist", §5, §6, §8):
 * what the page, the server and the tests share.
 */

/** Uploaded file types (spec 01 §3). */
export const FILE_TYPES = {
  jpgLogo: 1,
  pngLogo: 2,
  monoLogo: 3,
  symbol: 4,
  source: 5,
  draft1: 6,
  draft2: 7,
} as const;
export type TFileType = (typeof FILE_TYPES)[keyof typeof FILE_TYPES];
export const ZFileType = z.coerce.number().int().min(1).max(7) as unknown as z.ZodType<TFileType>;

/** Slots of the page: the logo's (1–4 and the source files) or, in customise mode, the drafts (6, 7) and source files. */
export const LOGO_SLOTS: readonly TFileType[] = [1, 2, 3, 4, 5];
export const CUSTOMISE_SLOTS: readonly TFileType[] = [6, 7, 5];

/** Files only designers and admins upload, replace and delete (spec 01 §5); type 5 belongs to its uploader. */
export function isLogoFileType(type: TFileType): boolean {
  return type !== FILE_TYPES.source;
}

/** delete file (id, kind): 1 the image, 2 the attachment (spec 01 §7). */
export const FILE_KINDS = { image: 1, attachment: 2 } as const;
export type TFileKind = (typeof FILE_KINDS)[keyof typeof FILE_KINDS];

/** Images the slots accept, by content; type 1 is the jpg logo and type 2 the png logo. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type TImageFormat = (typeof IMAGE_FORMATS)[number];
export function imageFormatsFor(type: TFileType): readonly TImageFormat[] {
  if (type === FILE_TYPES.jpgLogo) return ['jpeg'];
  if (type === FILE_TYPES.pngLogo) return ['png'];
  return IMAGE_FORMATS;
}
/** Source attachments (spec 01 §5): svg, pdf, eps, cdr, postscript, illustrator. */
export const SOURCE_FORMATS = ['svg', 'pdf', 'eps', 'cdr', 'ps', 'ai'] as const;
export type TSourceFormat = (typeof SOURCE_FORMATS)[number];
/** The file picker's accept list of a source attachment (the server checks the content). */
export const SOURCE_ACCEPT = '.svg,.pdf,.eps,.cdr,.ps,.ai,image/svg+xml,application/pdf,application/postscript,application/illustrator';
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const SOURCE_MAX_BYTES = 100 * 1024 * 1024;
/** Image size hint of the upload slots (spec 01 §5). */
export const IMAGE_SIZE_HINT = { width: 1024, height: 768 } as const;
export const TITLE_MAX = 80;
/** The remark box's placeholder, and the message when the remark is empty (spec 01 §5, §8). */
export const DESIGNER_REMARK_PLACEHOLDER = {
  zh: '请详细描述您希望设计师修改的内容，例如颜色、字体、图形或排版',
  en: 'Tell the designer what to change: colours, fonts, the symbol or the layout.',
} as const;
export const REMARK_MAX = 2000;

/** Request status (spec 01 §3/§4): 1 active, 2 payment sent to the designer, 3 refunded. */
export const REQUEST_STATUS = { active: 1, paid: 2, refunded: 3 } as const;
export type TRequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];
/** Designer status: 1 active (default), 2 paused (not offered for new logos). */
export const DESIGNER_STATUS = { active: 1, paused: 2 } as const;

const ZDate = z.string();

export const ZDesignerRequest = z.object({
  id: z.number().int(),
  remark: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  remark_at: ZDate.nullable(),
  confirmed_at: ZDate.nullable(),
  claimed_at: ZDate.nullable(),
  created_at: ZDate,
});
export type TDesignerRequest = z.infer<typeof ZDesignerRequest>;

export const ZDesignerInfo = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  cover: z.string().nullable(),
  status: z.number().int(),
});
export type TDesignerInfo = z.infer<typeof ZDesignerInfo>;

export const ZAssist = z.object({
  /** 0 not requested, 1 requested (the logo's designer_assistant). */
  designer_assistant: z.union([z.literal(0), z.literal(1)]),
  request: ZDesignerRequest.nullable(),
  designer: ZDesignerInfo.nullable(),
});
export type TAssist = z.infer<typeof ZAssist>;
export const ZAssistResponse = z.object({ code: z.literal(200), data: ZAssist });

/** A customise record (customise mode), its designer and the viewer's roles there (server-decided). */
export const ZCustomise = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  designer: ZDesignerInfo.nullable(),
  roles: z.array(z.enum(ROLES)),
});
export const ZCustomiseResponse = z.object({ code: z.literal(200), data: ZCustomise });

const ZFileRef = z.object({ url: z.string(), name: z.string() });
export const ZUploadedFile = z.object({
  id: z.number().int(),
  type: z.number().int().min(1).max(7),
  title: z.string().nullable(),
  user_id: z.number().int(),
  /** The viewer uploaded it (only the uploader replaces or deletes a source file). */
  mine: z.boolean(),
  image: ZFileRef.nullable(),
  source: ZFileRef.nullable(),
  updated_at: ZDate,
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
export const ZFilesResponse = z.object({ code: z.literal(200), data: z.array(ZUploadedFile) });
export const ZFileResponse = z.object({ code: z.literal(200), data: ZUploadedFile });

export const ZDesignerListItem = z.object({
  user_id: z.number().int(),
  email: z.string().nullable(),
  status: z.number().int(),
  /** Logos assigned to the designer whose request is still active. */
  active_logos: z.number().int(),
});
export const ZDesignersResponse = z.object({ code: z.literal(200), data: z.array(ZDesignerListItem) });

export const ZRemarkBody = z.object({ remark: z.string() });
export const ZAuthoriseBody = z.object({ user_id: ZIdText, logo_name: z.string().optional() });
export const ZDesignerStatusBody = z.object({ status: z.union([z.literal(1), z.literal(2)]) });
