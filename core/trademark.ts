import { z } from 'zod';
import { ZId } from './ids';
import { isMainlandMobile } from './mobile';

/**
 * Trademark registration (Chinese site, spec 01 §2/§4/§5). The enquiry goes
 * to the trademark site with name, industry text, phone and logo id.
 */

/** spec 01 §5: the 21 industries of the enquiry, in the spec's order. */
export const TRADEMARK_INDUSTRIES = [
  '互联网',
  '农产品',
  '服装',
  '日化洗护',
  '餐饮',
  '医疗医药',
  '食品',
  '电子产品',
  '照明/采暖/制冷/净化设备',
  '家具/家居/建材',
  '箱包',
  '教育',
  '电商',
  '金融',
  '纺织品',
  '机械/车辆',
  '旅游/物流',
  '化工/能源',
  '房地产',
  '珠宝/工艺品/礼品',
  '其他',
] as const;

export const TRADEMARK_MESSAGES = {
  name: '请填写商标名称',
  industry: '请选择所属行业',
  phone: '请输入正确的手机号',
} as const;

export const ZTrademarkEnquiry = z.object({
  name: z.string().trim().min(1, TRADEMARK_MESSAGES.name).max(50, TRADEMARK_MESSAGES.name),
  industry: z.enum(TRADEMARK_INDUSTRIES, { message: TRADEMARK_MESSAGES.industry }),
  // spec 01 §5 "11 digits starting with 1", checked against the real ranges.
  phone: z.string().refine(isMainlandMobile, TRADEMARK_MESSAGES.phone),
  logo: ZId.optional(),
});
export type TTrademarkEnquiry = z.infer<typeof ZTrademarkEnquiry>;

export const ZTrademarkEnquiryResponse = z.object({
  code: z.literal(200),
  order_no: z.string(),
  /** The trademark site's page for this enquiry, with name, industry, phone and logo id. */
  redirect: z.string(),
});

export const ZTrademarkStatusResponse = z.object({
  code: z.literal(200),
  brand_register: z.number().int(),
  /** The brand register order of this logo, when one exists. */
  order_no: z.string().nullable(),
  orderUrl: z.string().nullable(),
  price: z.number(),
});
export type TTrademarkStatusResponse = z.infer<typeof ZTrademarkStatusResponse>;
