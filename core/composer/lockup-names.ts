import type { Locale } from '../constants';
import type { TLockup } from './lockups';

/**
 * The lockups' names and when to use each, in both languages: the download
 * page's layout switcher and the brand guidelines' page of layouts say the
 * same.
 */
export const LOCKUP_LABELS: Record<TLockup, Record<Locale, string>> = {
  original: { zh: '原始版式', en: 'Original' },
  horizontal: { zh: '横版', en: 'Horizontal' },
  stacked: { zh: '竖版', en: 'Stacked' },
  square: { zh: '方形', en: 'Square' },
  wordmark: { zh: '纯文字', en: 'Wordmark' },
  icon: { zh: '仅图标', en: 'Icon only' },
};

export const LOCKUP_USES: Record<TLockup, Record<Locale, string>> = {
  original: { zh: '您设计的原始标志。', en: 'The logo as you designed it.' },
  horizontal: { zh: '适合网站页眉、邮件签名、信纸和横幅。', en: 'For website headers, e-mail signatures, letterheads and wide banners.' },
  stacked: { zh: '适合海报、包装、门头招牌和窄长空间。', en: 'For posters, packaging, shop signs and narrow spaces.' },
  square: { zh: '适合社交头像、应用图标和贴纸。', en: 'For profile pictures, app icons and stickers.' },
  wordmark: { zh: '适合图标过小或附近已有图标的场合。', en: 'Where the icon would be too small, or is already shown nearby.' },
  icon: { zh: '适合网站图标、水印和小尺寸场合。', en: 'For favicons, watermarks and small spaces.' },
};
