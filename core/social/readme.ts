import type { Locale } from '../constants';
import { SOCIAL_SLOTS, socialFileName } from './platforms';

const TITLE: Record<Locale, (name: string) => string> = {
  zh: (name) => `${name} 社交媒体套件`,
  en: (name) => `${name} social media kit`,
};

const INTRO: Record<Locale, string> = {
  zh: '每个文件已按平台要求的尺寸制作，均为 sRGB，小于平台的上传限制。头像会被裁成圆形，标志已放在圆内；横幅和封面上被头像或界面遮住的区域里没有重要内容。',
  en: 'Each file is made at the size its platform asks for, in sRGB and under its upload limit. Profile pictures are cropped round by the platforms: the logo sits inside the circle. Banners and covers keep everything that matters clear of the profile picture and the parts phones crop.',
};

/** The kit ZIP's README: each file, its size and where to upload it, in the site's language. */
export function socialReadme(site: Locale, logoName: string): string {
  const lines = [TITLE[site](logoName), '', INTRO[site], ''];
  for (const slot of SOCIAL_SLOTS[site]) {
    lines.push(`${socialFileName(site, slot)}`, `  ${slot.label[site]} · ${slot.width} × ${slot.height}`, `  ${site === 'zh' ? '上传到' : 'Upload'}: ${slot.where[site]}`, '');
  }
  return lines.join('\n');
}
