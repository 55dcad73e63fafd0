import type { TLogoDetails } from '../../../core/api';
import type { TDesign, TTextLine } from '../../../core/design';
import { packageState } from '../../../core/packages';
import { FONT_CATALOGUE } from '../../render/fonts';
import { outlinedDesign } from '../../render/outlined';
import { manualAddress } from '../files/logo-files';
import type { LogoRow } from './repo';

function fontRef(line: TTextLine | undefined) {
  if (!line) return [];
  const entry = FONT_CATALOGUE[line.font];
  return [{ name: entry.name, text: line.text, font_url: entry.font_url }];
}

/** The logo as the download area's API shows it (spec field names kept). */
export function presentLogo(logo: LogoRow): TLogoDetails {
  const design = logo.design as TDesign;
  return {
    fa_id: logo.fa_id,
    logo_name: logo.logo_name,
    slogan_name: logo.slogan_name,
    font: { name: fontRef(design.name), slogan: fontRef(design.slogan) },
    amount: Number(logo.amount),
    is_bought: logo.is_bought,
    bought_type: logo.bought_type,
    package: packageState(logo).tier,
    user_id: logo.user_id,
    designer_assistant: logo.designer_assistant,
    shareSetting: logo.share_setting,
    icon_normal: logo.icon_normal,
    icon_png: logo.icon_png,
    featured_jpg: logo.featured_jpg,
    featured_png: logo.featured_png,
    logo_main_png: logo.logo_main_png,
    background_color: logo.background_color,
    brand_register: logo.brand_register,
    mono: logo.mono,
    name_icon: logo.name_icon,
    manual: {
      jpg: manualAddress(logo.fa_id, 'jpg', logo.manual_jpg),
      png: manualAddress(logo.fa_id, 'png', logo.manual_png),
      icon: manualAddress(logo.fa_id, 'icon', logo.manual_icon),
    },
    colors: design.colors,
    shape: logo.shape,
    design: outlinedDesign(design),
  };
}
