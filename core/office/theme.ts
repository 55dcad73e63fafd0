import { escapeMarkup } from '../text';
import { mix, officePalette, type OfficeBrand } from './brand';

/**
 * The brand as an Office theme (DrawingML `a:theme`): the colour scheme
 * (dark 1/light 1 ink and paper, dark 2/light 2 the deep and pale brand,
 * accents 1–6 the brand colours and their shades, links in the primary)
 * and the font scheme (headings in the brand's heading font, body text in
 * the body font; East Asian text in YaHei, which every Chinese Office has).
 * The same part is written into every Word and PPT template
 * (`word/theme/theme1.xml`, `ppt/theme/theme1.xml`) and shipped alone as
 * the brand kit's .thmx, which applies the brand to any document.
 */

const hex = (c: string) => c.replace('#', '').toUpperCase();

export const EAST_ASIAN_FONT = 'Microsoft YaHei';

export function officeThemeXml(brand: OfficeBrand): string {
  const p = officePalette(brand);
  const extra = brand.colours.slice(3);
  const accents = [
    p.primary,
    p.secondary,
    p.accent,
    extra[0] ?? mix(p.primary, '#FFFFFF', 0.3),
    extra[1] ?? mix(p.secondary, '#FFFFFF', 0.4),
    mix(p.primary, '#101318', 0.55),
  ];
  const colour = (tag: string, c: string) => `<a:${tag}><a:srgbClr val="${hex(c)}"/></a:${tag}>`;
  const name = escapeMarkup(`${brand.name}`.slice(0, 60) || 'Brand');
  const fonts = (latin: string) =>
    `<a:latin typeface="${escapeMarkup(latin)}"/><a:ea typeface="${EAST_ASIAN_FONT}"/><a:cs typeface=""/><a:font script="Hans" typeface="${EAST_ASIAN_FONT}"/>`;
  const solid = (mod = '') => `<a:solidFill><a:schemeClr val="phClr">${mod}</a:schemeClr></a:solidFill>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="${name}">` +
    `<a:themeElements>` +
    `<a:clrScheme name="${name}">` +
    colour('dk1', p.ink) +
    colour('lt1', '#FFFFFF') +
    colour('dk2', mix(p.primary, '#101318', 0.45)) +
    colour('lt2', p.tint) +
    accents.map((c, i) => colour(`accent${i + 1}`, c)).join('') +
    colour('hlink', p.primary) +
    colour('folHlink', p.secondary) +
    `</a:clrScheme>` +
    `<a:fontScheme name="${name}"><a:majorFont>${fonts(brand.headingFont)}</a:majorFont><a:minorFont>${fonts(brand.bodyFont)}</a:minorFont></a:fontScheme>` +
    `<a:fmtScheme name="${name}">` +
    `<a:fillStyleLst>${solid()}${solid('<a:tint val="60000"/>')}${solid('<a:shade val="80000"/>')}</a:fillStyleLst>` +
    `<a:lnStyleLst>` +
    [9525, 19050, 28575].map((w) => `<a:ln w="${w}" cap="flat" cmpd="sng" algn="ctr">${solid()}<a:prstDash val="solid"/><a:miter lim="800000"/></a:ln>`).join('') +
    `</a:lnStyleLst>` +
    `<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst>` +
    `<a:bgFillStyleLst>${solid()}${solid('<a:tint val="95000"/>')}${solid('<a:shade val="90000"/>')}</a:bgFillStyleLst>` +
    `</a:fmtScheme>` +
    `</a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/>` +
    `</a:theme>`
  );
}

/**
 * The parts of a .thmx file (an Office theme package): the theme behind a
 * theme manager, as Office itself writes one. Zipped by the server.
 */
export function officeThemePackage(brand: OfficeBrand): Record<string, string> {
  return {
    '[Content_Types].xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/theme/theme/themeManager.xml" ContentType="application/vnd.openxmlformats-officedocument.themeManager+xml"/>` +
      `<Override PartName="/theme/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>` +
      `</Types>`,
    '_rels/.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="theme/theme/themeManager.xml"/>` +
      `</Relationships>`,
    'theme/theme/themeManager.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<a:themeManager xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"/>`,
    'theme/theme/_rels/themeManager.xml.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme" Target="theme1.xml"/>` +
      `</Relationships>`,
    'theme/theme/theme1.xml': officeThemeXml(brand),
  };
}
