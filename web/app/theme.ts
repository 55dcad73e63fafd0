import type { ThemeConfig } from 'antd';
import { DEFAULT_BRAND_COLOR } from '../../core/constants';

/** System UI fonts with the CJK faces first on Chinese systems (no web font to download). */
const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

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
