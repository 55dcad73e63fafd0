import type { ThemeConfig } from 'antd';

/**
 * The page's font stack: the CSS variable of web/styles/global.css (which
 * says why the Latin faces come before the CJK ones), so antd's components
 * and the page's own text cannot drift apart.
 */
const FONT_FAMILY = 'var(--font-sans)';

/**
 * Colours of text and controls that reach WCAG 2.2 AA (docs/ACCESSIBILITY.md):
 * the CSS variables of web/styles/global.css, which give each one's contrast.
 * The spec's default brand colour (spec 02 §9, #4384f5) holds white text at
 * only 3.6:1, so filled buttons, links and the "processing" tag take a deeper
 * blue of the same hue; antd's own hover (a lighter tint) would fall below
 * 4.5:1 again, so hover and press go darker.
 */
export const UI_COLOURS = {
  primary: '#1a5fd6',
  primaryHover: '#1d4ed8',
  primaryActive: '#1e40af',
  /** The spec's brand blue: focus rings, borders and fills that carry no text. */
  brand: '#4384f5',
  text: '#1f2533',
  textSecondary: '#4d5870',
  textMuted: '#5b6475',
  success: '#15803d',
  warning: '#9a5b00',
  error: '#c42b1c',
  errorHover: '#b91c1c',
} as const;

/**
 * A field's focus ring: the brand blue of every other focus ring
 * (web/styles/global.css), solid, 2 px (3.3:1 on the page: WCAG 1.4.11, 2.4.7).
 * antd draws it as a 6–10 % tint, barely there on a plain field and nothing
 * at all on one in error, whose border is red whether focused or not.
 */
const FIELD_FOCUS_RING = `0 0 0 2px ${UI_COLOURS.brand}`;

/**
 * The border that shows where a field, a checkbox or a radio is (WCAG 1.4.11,
 * 3:1): antd's #d9d9d9 is 1.4:1 on white, an empty field's box barely there.
 * 3.3:1 on white, 3.1:1 on the page's grey. Buttons keep antd's lighter border:
 * their label says what they are.
 */
export const FIELD_BORDER = '#858d9b';

/** A field's placeholder: 4.6:1 on a field's white, a lighter grey than a value typed in. */
export const PLACEHOLDER = '#6e7687';

/** The area's antd theme: the brand's blue, deepened to read (UI_COLOURS), as primary. */
export const THEME: ThemeConfig = {
  cssVar: { key: 'dl' },
  token: {
    colorPrimary: UI_COLOURS.primary,
    colorPrimaryHover: UI_COLOURS.primaryHover,
    colorPrimaryActive: UI_COLOURS.primaryActive,
    colorInfo: UI_COLOURS.primary,
    colorLink: UI_COLOURS.primary,
    colorLinkHover: UI_COLOURS.primaryHover,
    colorLinkActive: UI_COLOURS.primaryActive,
    colorSuccess: UI_COLOURS.success,
    // antd's tint of a green this deep is a grey (#b4bfb6: text and links on it under 4.5:1); a light green instead.
    colorSuccessBg: '#f0faf3',
    colorSuccessBgHover: '#dcf2e3',
    colorSuccessBorder: '#a9d9b7',
    // antd's gold (#faad14) is 1.8:1 on its own tint: a tag's "tax number not verified" could not be read. A deep amber, on antd's light tint.
    colorWarning: UI_COLOURS.warning,
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffd666',
    colorError: UI_COLOURS.error,
    colorErrorHover: UI_COLOURS.errorHover,
    colorTextSecondary: UI_COLOURS.textSecondary,
    colorTextTertiary: UI_COLOURS.textMuted,
    colorTextDescription: UI_COLOURS.textMuted,
    // A field's placeholder says what goes there: 4.5:1 on white (antd's 25 % black is 1.7:1), lighter than a value.
    colorTextPlaceholder: PLACEHOLDER,
    borderRadius: 8,
    borderRadiusLG: 12,
    fontFamily: FONT_FAMILY,
    colorBgLayout: '#f5f7fb',
    colorTextBase: UI_COLOURS.text,
  },
  components: {
    Card: { headerFontSize: 15 },
    Button: { fontWeight: 500 },
    // A table's "no rows" text is drawn in the disabled grey (1.7:1): it is a message, not a disabled control.
    Table: { colorTextDisabled: UI_COLOURS.textMuted },
    Input: { colorBorder: FIELD_BORDER, activeShadow: FIELD_FOCUS_RING, errorActiveShadow: FIELD_FOCUS_RING, warningActiveShadow: FIELD_FOCUS_RING },
    InputNumber: { colorBorder: FIELD_BORDER, activeShadow: FIELD_FOCUS_RING, errorActiveShadow: FIELD_FOCUS_RING, warningActiveShadow: FIELD_FOCUS_RING },
    Select: { colorBorder: FIELD_BORDER, activeOutlineColor: UI_COLOURS.brand },
    Checkbox: { colorBorder: FIELD_BORDER },
    Radio: { colorBorder: FIELD_BORDER },
  },
};

/**
 * The theme for the reader's motion setting: with `prefers-reduced-motion:
 * reduce` antd's own motion is off (token `motion: false`: no fades, zooms or
 * slides of dialogs, menus and messages; its durations 0 s). The CSS of every
 * page is stilled by the same query in web/styles/global.css.
 */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME;
}
