/** WeChat Pay API v3 driver (zh site): see driver.ts. */
export { wechatDriver, withRedirect } from './driver';
export { WechatApiError } from './client';
export { ZWechatOptions, WECHAT_BASE_URL, type TWechatOptions, type WechatDriverOptions } from './options';
