import type { TErrorCode } from '../../core/api';
import type { Locale } from '../../core/constants';
import { DESIGNER_REMARK_PLACEHOLDER, REMARK_MAX } from '../../core/designer';

/** Messages of the stable error codes, per site (spec 01 §8 wordings where it has one). */
const MESSAGES: Record<TErrorCode, Record<Locale, string>> = {
  BAD_REQUEST: { zh: '请求参数有误', en: 'The request is not valid.' },
  UNAUTHENTICATED: { zh: '请先登录', en: 'Please sign in first.' },
  FORBIDDEN: { zh: '您无权限操作', en: 'No premission' },
  NOT_FOUND: { zh: '找不到该内容', en: 'Not found.' },
  LOGO_PRIVATE: { zh: '该标志未分享', en: 'This logo is not shared.' },
  INVALID_CREDENTIALS: { zh: '账号或密码错误', en: 'Wrong e-mail or password.' },
  INVALID_SMS_CODE: { zh: '验证码错误或已过期', en: 'The code is wrong or has expired.' },
  SMS_NOT_AVAILABLE: { zh: '短信登录仅在中文站可用', en: 'SMS sign-in is only available on the Chinese site.' },
  TOO_MANY_REQUESTS: { zh: '操作太频繁，请稍后再试', en: 'Too many attempts, please try again later.' },
  SIZE_LIMIT: { zh: '宽度或高度不能超过5000像素', en: 'Width and height can be at most 5000 px.' },
  NOT_BOUGHT: { zh: '请先购买该Logo再下载', en: 'Buy this logo to download it.' },
  NOT_IN_PACKAGE: { zh: '头像和图标包含在专业版中，升级后即可下载', en: 'Avatars and icons come with the professional package. Upgrade to download them.' },
  AVATAR_INVALID: { zh: '上传头像失败', en: 'Avatar upload failed: choose a JPG, PNG or WebP image of at most 10 MB.' },
  SIZE_NOT_IN_PACKAGE: { zh: '基础版仅支持网站尺寸（800×600），升级后可下载更多尺寸', en: 'The basic package includes the website size (800×600) only. Upgrade for more sizes.' },
  NOT_FOR_SALE: { zh: '该商品当前不可购买', en: 'This product cannot be bought for this logo.' },
  NOTIFICATION_REJECTED: { zh: '通知无效', en: 'Notification refused.' },
  PAYMENTS_UNAVAILABLE: { zh: '支付暂不可用，请稍后再试', en: 'Payments are not available right now, please try again later.' },
  INVOICE_NOT_AVAILABLE: { zh: '发票服务暂不可用', en: 'Invoices are only available on the Chinese site.' },
  INVOICE_TITLE_REQUIRED: { zh: '抬头不能为空', en: 'Please enter the invoice title.' },
  INVOICE_TAX_REQUIRED: { zh: '税号不能为空', en: 'Please enter the tax number.' },
  INVOICE_TAX_INVALID: { zh: '税号填写有误，请核实', en: 'The tax number is not valid, please check it.' },
  INVOICE_EMAIL_INVALID: { zh: '邮箱格式有误', en: 'The e-mail address is not valid.' },
  INVOICE_MOBILE_INVALID: { zh: '手机号填写有误', en: 'The mobile number is not valid.' },
  INVOICE_FIELD_TOO_LONG: { zh: '填写内容过长', en: 'A field is too long.' },
  INVOICE_PENDING: { zh: '开票申请正在审核中，请勿重复提交', en: 'An invoice application for this logo is being reviewed.' },
  INVOICE_ISSUED: { zh: '发票已开具，请直接下载', en: 'The invoice for this logo has already been issued.' },
  INVOICE_NOT_PENDING: { zh: '该申请已处理', en: 'This application has already been reviewed.' },
  INVOICE_NOTES_REQUIRED: { zh: '请填写驳回原因', en: 'Please give the reason for the rejection.' },
  INVOICE_PDF_INVALID: { zh: '请上传PDF格式的发票文件', en: 'Please upload the invoice as a PDF file.' },
  INVOICE_PDF_TOO_LARGE: { zh: '发票文件不能超过10MB', en: 'The invoice file may be at most 10 MB.' },
  NO_PAYMENTS: { zh: '该Logo暂无付款记录', en: 'There are no payments for this logo yet.' },
  DESIGNER_NOT_REQUESTED: { zh: '尚未购买设计师修改服务', en: 'The designer fix has not been bought for this logo.' },
  REMARK_REQUIRED: { zh: DESIGNER_REMARK_PLACEHOLDER.zh, en: DESIGNER_REMARK_PLACEHOLDER.en },
  REMARK_SUBMITTED: { zh: '修改需求已提交，不能再更改', en: 'Your request has already been sent to the designer.' },
  REMARK_TOO_LONG: { zh: `修改需求不能超过${REMARK_MAX}个字`, en: `Please keep the request under ${REMARK_MAX} characters.` },
  DESIGN_NOT_READY: { zh: '设计师尚未上传修改后的Logo', en: 'The designer has not uploaded the modified logo yet.' },
  DESIGN_CONFIRMED: { zh: '客户已确认，文件不能再修改', en: 'The owner has confirmed the work: the files can no longer be changed.' },
  CLAIM_FAILED: { zh: 'Failed!', en: 'Failed!' },
  AUTHORISE_FAILED: { zh: '授权失败', en: 'The designer could not be authorised.' },
  RESET_FAILED: { zh: '授权信息重置失败', en: 'The authorisation could not be reset.' },
  STATUS_FAILED: { zh: '设置失败', en: 'The status could not be set.' },
  TITLE_REQUIRED: { zh: '请输入标题', en: 'Please enter a title.' },
  UPLOAD_IMAGE_INVALID: { zh: '上传失败：请上传该位置要求的图片格式（JPG、PNG 或 WebP）', en: 'Upload failed: choose an image in the format this slot takes (JPG, PNG or WebP).' },
  UPLOAD_SOURCE_INVALID: { zh: '上传失败：源文件仅支持 SVG、PDF、EPS、CDR、PS、AI 格式', en: 'Upload failed: source files must be SVG, PDF, EPS, CDR, PostScript or Illustrator files.' },
  UPLOAD_TOO_LARGE: { zh: '上传失败：文件过大（图片最大20MB，源文件最大100MB）', en: 'Upload failed: the file is too large (images up to 20 MB, source files up to 100 MB).' },
  UPLOAD_EMPTY: { zh: '上传失败：请选择文件', en: 'Upload failed: choose a file first.' },
  INTERNAL: { zh: '系统繁忙，请稍后再试', en: 'Something went wrong, please try again later.' },
};

const STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  LOGO_PRIVATE: 403,
  INVALID_CREDENTIALS: 401,
  INVALID_SMS_CODE: 401,
  SMS_NOT_AVAILABLE: 400,
  TOO_MANY_REQUESTS: 429,
  SIZE_LIMIT: 400,
  NOT_BOUGHT: 403,
  SIZE_NOT_IN_PACKAGE: 403,
  NOT_IN_PACKAGE: 403,
  AVATAR_INVALID: 400,
  NOT_FOR_SALE: 409,
  NOTIFICATION_REJECTED: 400,
  PAYMENTS_UNAVAILABLE: 503,
  INVOICE_NOT_AVAILABLE: 404,
  INVOICE_TITLE_REQUIRED: 400,
  INVOICE_TAX_REQUIRED: 400,
  INVOICE_TAX_INVALID: 400,
  INVOICE_EMAIL_INVALID: 400,
  INVOICE_MOBILE_INVALID: 400,
  INVOICE_FIELD_TOO_LONG: 400,
  INVOICE_PENDING: 409,
  INVOICE_ISSUED: 409,
  INVOICE_NOT_PENDING: 409,
  INVOICE_NOTES_REQUIRED: 400,
  INVOICE_PDF_INVALID: 400,
  INVOICE_PDF_TOO_LARGE: 413,
  NO_PAYMENTS: 409,
  DESIGNER_NOT_REQUESTED: 409,
  REMARK_REQUIRED: 400,
  REMARK_SUBMITTED: 409,
  REMARK_TOO_LONG: 400,
  DESIGN_NOT_READY: 409,
  DESIGN_CONFIRMED: 409,
  CLAIM_FAILED: 409,
  AUTHORISE_FAILED: 400,
  RESET_FAILED: 409,
  STATUS_FAILED: 400,
  TITLE_REQUIRED: 400,
  UPLOAD_IMAGE_INVALID: 400,
  UPLOAD_SOURCE_INVALID: 400,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_EMPTY: 400,
  INTERNAL: 500,
};

/** An error a caller can act on: a stable code, an HTTP status, a message per site. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    readonly detail?: string,
  ) {
    super(detail ?? code);
    this.status = STATUS[code];
  }
}

export function errorMessage(code: TErrorCode, locale: Locale): string {
  return MESSAGES[code][locale];
}
