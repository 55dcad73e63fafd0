import type { ThemeConfig } from 'antd';
import { DEFAULT_BRAND_COLOR } from '../../core/constants';

/**
 * The page's font stack: the CSS variable of web/styles/global.css (which
 * says why the Latin faces come before the CJK ones), so antd's components
 * and the page's own text cannot drift apart.
 */
const FONT_FAMILY = 'var(--font-sans)';

/** The area's antd theme: the spec's default brand colour (spec 02 §9) as primary. */
export const THEME: ThemeConfig = {
  cssVar: { key: 'dl' },
  token: {
    colorPrimary: DEFAULT_BRAND_COLOR,
    colorInfo: DEFAULT_BRAND_COLOR,
    colorLink: DEFAULT_BRAND_COLOR,
    borderRadius: 8,
    borderRadiusLG: 12,
    fontFamily: FONT_FAMILY,
    colorBgLayout: '#f5f7fb',
    colorTextBase: '#1f2533',
  },
  components: {
    Card: { headerFontSize: 15 },
    Button: { fontWeight: 500 },
  },
};
