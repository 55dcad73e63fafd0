import type { Locale } from '../constants';

/**
 * The social media kit's images, per site: each platform's profile picture,
 * cover or banner, posts, story and the link preview, at the sizes the
 * platforms publish (source of each figure beside it). One table: the page,
 * the composer, the server's files and the kit's README read it.
 *
 * How sure each figure is (checked 2026-11-28 from what could be read here):
 * official pages for the Open Graph image (developers.facebook.com/docs/
 * sharing/webmasters/images: at least 1200 × 630, 1.91:1, under 8 MB) and
 * YouTube's channel art (its help: 2560 × 1440, the 1546 × 423 part every
 * device shows); the platforms' own help text as quoted by guides for the
 * Facebook cover (820 × 312 / 640 × 360 shown, an sRGB JPG under 100 KB
 * advised) and the WeChat Official Account (avatar ≤ 2 MB; covers 2.35:1 and
 * 1:1); guides' figures for X, LinkedIn, Instagram, Pinterest and TikTok;
 * the commonly cited figures, with no official page found, for 微博, 抖音,
 * 小红书, 哔哩哔哩 and 视频号 — and for where each platform's profile
 * picture covers a banner, which no source gives exactly (the covered areas
 * here are measured generously around the bottom-left corner). Limits are
 * the strictest figure found.
 *
 * Areas are in the image's pixels. `covered` is where the platform puts its
 * own things over the image (the profile picture overlapping a banner, a
 * story's bars); `safe` the part every device shows (a banner is cropped to
 * another shape on phones); `round` a picture shown in a circle.
 */

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type SocialKind = 'profile' | 'cover' | 'post' | 'story' | 'preview';

/** The editable text an image shows: a banner's tagline, a post's headline and call to action. */
export type SocialText = 'tagline' | 'headline' | 'cta';

export interface SocialSlot {
  /** `<platform>-<kind>`: unique on its site, part of the file name. */
  id: string;
  platform: string;
  kind: SocialKind;
  /** "Facebook cover photo" / "微博 封面": what the page and README call it. */
  label: Record<Locale, string>;
  width: number;
  height: number;
  /** PNG where text and logo must stay crisp; JPG where the platform recompresses anyway. */
  ext: 'png' | 'jpg';
  /** The platform's upload limit, in bytes. */
  maxBytes: number;
  /** Aim lower where the platform's own advice is lighter (Facebook's cover under 100 KB), when the quality allows. */
  targetBytes?: number;
  round?: boolean;
  safe?: Area;
  covered?: Area[];
  texts: readonly SocialText[];
  /** Where to upload it, for the kit's README. */
  where: Record<Locale, string>;
}

const MB = 1024 * 1024;
const PROFILE_TEXTS: readonly SocialText[] = [];
const BANNER_TEXTS: readonly SocialText[] = ['tagline'];
const POST_TEXTS: readonly SocialText[] = ['headline', 'cta'];

const profile = (platform: string, name: Record<Locale, string>, side: number, maxBytes: number, where: Record<Locale, string>): SocialSlot => ({
  id: `${platform}-profile`,
  platform,
  kind: 'profile',
  label: { zh: `${name.zh} 头像`, en: `${name.en} profile picture` },
  width: side,
  height: side,
  ext: 'png',
  maxBytes,
  round: true,
  texts: PROFILE_TEXTS,
  where,
});

/** The English site's platforms. */
const EN: readonly SocialSlot[] = [
  // Meta Business Help Center, "Profile picture": shown at 176 × 176 on computers, at least 320 × 320; a square crop shown round.
  profile('facebook', { zh: 'Facebook', en: 'Facebook' }, 720, 4 * MB, { zh: '主页 → 编辑头像', en: 'Your Page → Edit profile picture' }),
  {
    // Meta Business Help Center, "Cover photo": shown at 820 × 312 on computers and 640 × 360 on phones;
    // "for fastest loading, an sRGB JPG 851 × 315 and less than 100 kilobytes". Uploaded at twice that
    // (1640 × 624); the phone's 16:9 window keeps the middle 1110 × 624, and the profile picture covers the
    // lower left on computers (176 px of 820 from 16 px in, half over the cover).
    id: 'facebook-cover',
    platform: 'facebook',
    kind: 'cover',
    label: { zh: 'Facebook 封面', en: 'Facebook cover photo' },
    width: 1640,
    height: 624,
    ext: 'jpg',
    maxBytes: 4 * MB,
    targetBytes: 100 * 1024,
    safe: { x: 265, y: 0, w: 1110, h: 624 },
    covered: [{ x: 32, y: 400, w: 360, h: 224 }],
    texts: BANNER_TEXTS,
    where: { zh: '主页 → 编辑封面', en: 'Your Page → Edit cover photo' },
  },
  // X Help Center, "Profile photo": 400 × 400, JPG/PNG/GIF up to 2 MB, shown round.
  profile('x', { zh: 'X', en: 'X' }, 400, 2 * MB, { zh: '个人资料 → 编辑个人资料', en: 'Profile → Edit profile → Photo' }),
  {
    // X Help Center, "Header photo": 1500 × 500, up to 5 MB; the profile photo overlaps its lower left
    // (about 20 % of the width), and phones crop the top and bottom (keep the middle 60 %).
    id: 'x-header',
    platform: 'x',
    kind: 'cover',
    label: { zh: 'X 头图', en: 'X header' },
    width: 1500,
    height: 500,
    ext: 'png',
    maxBytes: 5 * MB,
    safe: { x: 0, y: 100, w: 1500, h: 300 },
    covered: [{ x: 40, y: 330, w: 320, h: 170 }],
    texts: BANNER_TEXTS,
    where: { zh: '个人资料 → 编辑个人资料 → 头图', en: 'Profile → Edit profile → Header' },
  },
  // LinkedIn Help, "Add or change your profile photo": 400 × 400 recommended, up to 8 MB; shown round.
  profile('linkedin', { zh: 'LinkedIn', en: 'LinkedIn' }, 400, 8 * MB, { zh: '个人主页 → 头像', en: 'Profile → Profile photo' }),
  {
    // LinkedIn Help, "Background photo": 1584 × 396 (4:1), up to 8 MB; the profile photo covers the lower left.
    id: 'linkedin-banner',
    platform: 'linkedin',
    kind: 'cover',
    label: { zh: 'LinkedIn 个人背景图', en: 'LinkedIn personal banner' },
    width: 1584,
    height: 396,
    ext: 'png',
    maxBytes: 8 * MB,
    covered: [{ x: 40, y: 180, w: 320, h: 216 }],
    texts: BANNER_TEXTS,
    where: { zh: '个人主页 → 背景图', en: 'Profile → Edit background' },
  },
  {
    // LinkedIn Pages Help, "Cover image": 1128 × 191, up to 3 MB; the Page's logo sits below it, left.
    id: 'linkedin-company-cover',
    platform: 'linkedin',
    kind: 'cover',
    label: { zh: 'LinkedIn 公司主页封面', en: 'LinkedIn company cover' },
    width: 1128,
    height: 191,
    ext: 'png',
    maxBytes: 3 * MB,
    covered: [{ x: 16, y: 110, w: 150, h: 81 }],
    texts: BANNER_TEXTS,
    where: { zh: '公司主页 → 编辑封面', en: 'Company Page → Edit page → Cover image' },
  },
  // YouTube Help, "Manage your channel's profile picture": 800 × 800, shown round at 98 × 98.
  profile('youtube', { zh: 'YouTube', en: 'YouTube' }, 800, 4 * MB, { zh: 'YouTube 工作室 → 自定义 → 头像', en: 'YouTube Studio → Customisation → Picture' }),
  {
    // YouTube Help, "Banner image": 2560 × 1440, up to 6 MB; the part every device shows is the middle 1546 × 423.
    id: 'youtube-banner',
    platform: 'youtube',
    kind: 'cover',
    label: { zh: 'YouTube 频道横幅', en: 'YouTube channel art' },
    width: 2560,
    height: 1440,
    ext: 'jpg',
    maxBytes: 6 * MB,
    safe: { x: 507, y: 508, w: 1546, h: 423 },
    texts: BANNER_TEXTS,
    where: { zh: 'YouTube 工作室 → 自定义 → 横幅', en: 'YouTube Studio → Customisation → Banner image' },
  },
  // Instagram Help, "Change your profile photo": shown round at 110 × 110; uploaded square (320 × 320 or more).
  profile('instagram', { zh: 'Instagram', en: 'Instagram' }, 320, 8 * MB, { zh: '个人主页 → 编辑主页 → 头像', en: 'Profile → Edit profile → Picture' }),
  {
    // Instagram Help, "Image resolution": square posts 1080 × 1080 (width 320 to 1080 kept), up to 8 MB.
    id: 'instagram-post',
    platform: 'instagram',
    kind: 'post',
    label: { zh: 'Instagram 方形帖子', en: 'Instagram post' },
    width: 1080,
    height: 1080,
    ext: 'jpg',
    maxBytes: 8 * MB,
    texts: POST_TEXTS,
    where: { zh: '新帖子', en: 'New post' },
  },
  {
    // Instagram Help: portrait posts 4:5, 1080 × 1350; the profile grid shows its middle 3:4.
    id: 'instagram-portrait',
    platform: 'instagram',
    kind: 'post',
    label: { zh: 'Instagram 竖版帖子', en: 'Instagram portrait post' },
    width: 1080,
    height: 1350,
    ext: 'jpg',
    maxBytes: 8 * MB,
    safe: { x: 0, y: 55, w: 1080, h: 1240 },
    texts: POST_TEXTS,
    where: { zh: '新帖子（4:5）', en: 'New post (4:5)' },
  },
  {
    // Instagram Help, stories 9:16, 1080 × 1920; the top 250 px (account, progress) and the bottom
    // 340 px (reply bar) are covered.
    id: 'instagram-story',
    platform: 'instagram',
    kind: 'story',
    label: { zh: 'Instagram 快拍', en: 'Instagram story' },
    width: 1080,
    height: 1920,
    ext: 'jpg',
    maxBytes: 30 * MB,
    covered: [
      { x: 0, y: 0, w: 1080, h: 250 },
      { x: 0, y: 1580, w: 1080, h: 340 },
    ],
    texts: POST_TEXTS,
    where: { zh: '新快拍', en: 'New story' },
  },
  // Pinterest Help, "Edit your profile": a square picture shown round (165 × 165 on the profile).
  profile('pinterest', { zh: 'Pinterest', en: 'Pinterest' }, 330, 10 * MB, { zh: '设置 → 编辑个人资料', en: 'Settings → Edit profile → Photo' }),
  {
    // Pinterest Business, "Pin specs": 2:3, 1000 × 1500, up to 20 MB.
    id: 'pinterest-pin',
    platform: 'pinterest',
    kind: 'post',
    label: { zh: 'Pinterest 图钉', en: 'Pinterest pin' },
    width: 1000,
    height: 1500,
    ext: 'jpg',
    maxBytes: 20 * MB,
    texts: POST_TEXTS,
    where: { zh: '创建图钉', en: 'Create Pin' },
  },
  // TikTok Help, "Profile photo": square, at least 20 × 20, shown round; uploaded at 720 × 720.
  profile('tiktok', { zh: 'TikTok', en: 'TikTok' }, 720, 10 * MB, { zh: '个人主页 → 编辑主页 → 头像', en: 'Profile → Edit profile → Change photo' }),
  {
    // Open Graph (ogp.me) og:image; Meta's sharing guide: 1200 × 630 (1.91:1), up to 8 MB; X shows
    // summary_large_image at 2:1, cropping the top and bottom 15 px.
    id: 'link-preview',
    platform: 'web',
    kind: 'preview',
    label: { zh: '链接预览图', en: 'Link preview (Open Graph)' },
    width: 1200,
    height: 630,
    ext: 'png',
    maxBytes: 5 * MB,
    safe: { x: 0, y: 15, w: 1200, h: 600 },
    texts: BANNER_TEXTS,
    where: { zh: '网站 <meta property="og:image">', en: 'Your site: <meta property="og:image">' },
  },
];

/** The Chinese site's platforms. */
const ZH: readonly SocialSlot[] = [
  // 微信公众平台 设置 → 头像：方形，显示为圆形；支持 bmp/jpeg/jpg/gif/png，不超过 2MB。
  profile('wechat-oa', { zh: '公众号', en: 'WeChat Official Account' }, 640, 2 * MB, { zh: '公众平台 → 设置与开发 → 公众号设置 → 头像', en: 'Official Account platform → Settings → Avatar' }),
  {
    // 公众号图文封面 首图：2.35:1（编辑器裁剪框），900 × 383；图片不超过 10MB（正文图片上限）。
    id: 'wechat-oa-cover',
    platform: 'wechat-oa',
    kind: 'cover',
    label: { zh: '公众号 封面（2.35:1）', en: 'WeChat article cover (2.35:1)' },
    width: 900,
    height: 383,
    ext: 'jpg',
    maxBytes: 10 * MB,
    // 分享到会话时取中间的 1:1。
    safe: { x: 258, y: 0, w: 383, h: 383 },
    texts: BANNER_TEXTS,
    where: { zh: '图文编辑 → 封面（首图）', en: 'Article editor → Cover (lead article)' },
  },
  {
    // 公众号图文封面 次条/分享卡片：1:1（编辑器的第二个裁剪框）。
    id: 'wechat-oa-square',
    platform: 'wechat-oa',
    kind: 'post',
    label: { zh: '公众号 封面（1:1）', en: 'WeChat article cover (1:1)' },
    width: 500,
    height: 500,
    ext: 'jpg',
    maxBytes: 10 * MB,
    texts: BANNER_TEXTS,
    where: { zh: '图文编辑 → 封面（1:1 裁剪）', en: 'Article editor → Cover (1:1 crop)' },
  },
  // 微博 头像：方形，显示为圆形（180 × 180 起）。
  profile('weibo', { zh: '微博', en: 'Weibo' }, 800, 5 * MB, { zh: '我的 → 编辑资料 → 头像', en: 'Me → Edit profile → Avatar' }),
  {
    // 微博 个人主页封面图（手机端）：常用 980 × 300；头像压在左下。
    id: 'weibo-cover',
    platform: 'weibo',
    kind: 'cover',
    label: { zh: '微博 封面', en: 'Weibo cover' },
    width: 980,
    height: 300,
    ext: 'jpg',
    maxBytes: 5 * MB,
    covered: [{ x: 30, y: 170, w: 200, h: 130 }],
    texts: BANNER_TEXTS,
    where: { zh: '我的 → 个人主页 → 更换封面', en: 'Me → Profile → Change cover' },
  },
  // 抖音 头像：方形，显示为圆形。
  profile('douyin', { zh: '抖音', en: 'Douyin' }, 720, 10 * MB, { zh: '我 → 编辑资料 → 头像', en: 'Me → Edit profile → Avatar' }),
  {
    // 抖音 主页背景图：1125 × 633；上方状态栏与下方头像区域遮挡。
    id: 'douyin-background',
    platform: 'douyin',
    kind: 'cover',
    label: { zh: '抖音 主页背景', en: 'Douyin profile background' },
    width: 1125,
    height: 633,
    ext: 'jpg',
    maxBytes: 10 * MB,
    covered: [
      { x: 0, y: 0, w: 1125, h: 130 },
      { x: 40, y: 470, w: 300, h: 163 },
    ],
    texts: BANNER_TEXTS,
    where: { zh: '我 → 点击背景图 → 更换', en: 'Me → Tap the background → Change' },
  },
  // 小红书 头像：方形，显示为圆形。
  profile('xiaohongshu', { zh: '小红书', en: 'Xiaohongshu' }, 720, 10 * MB, { zh: '我 → 编辑资料 → 头像', en: 'Me → Edit profile → Avatar' }),
  {
    // 小红书 笔记封面：竖图 3:4，1080 × 1440；单张图片不超过 32MB。
    id: 'xiaohongshu-note',
    platform: 'xiaohongshu',
    kind: 'post',
    label: { zh: '小红书 笔记封面（3:4）', en: 'Xiaohongshu note cover (3:4)' },
    width: 1080,
    height: 1440,
    ext: 'jpg',
    maxBytes: 32 * MB,
    texts: POST_TEXTS,
    where: { zh: '发布笔记 → 第一张图', en: 'New note → First image' },
  },
  // 哔哩哔哩 头像：方形，显示为圆形。
  profile('bilibili', { zh: '哔哩哔哩', en: 'Bilibili' }, 720, 2 * MB, { zh: '个人中心 → 我的头像', en: 'Account → Avatar' }),
  {
    // 哔哩哔哩 空间头图：2560 × 400；窄屏只显示中间部分，头像与昵称压在左下。
    id: 'bilibili-banner',
    platform: 'bilibili',
    kind: 'cover',
    label: { zh: '哔哩哔哩 空间头图', en: 'Bilibili space banner' },
    width: 2560,
    height: 400,
    ext: 'jpg',
    maxBytes: 5 * MB,
    safe: { x: 320, y: 0, w: 1920, h: 400 },
    covered: [{ x: 320, y: 250, w: 560, h: 150 }],
    texts: BANNER_TEXTS,
    where: { zh: '个人空间 → 更换头图', en: 'Your space → Change banner' },
  },
  // 微信视频号 头像：方形，显示为圆形。
  profile('channels', { zh: '视频号', en: 'WeChat Channels' }, 720, 5 * MB, { zh: '视频号 → 设置 → 头像', en: 'Channels → Settings → Avatar' }),
  {
    // 微信视频号 视频封面：竖版 3:4（主页网格），1080 × 1440。
    id: 'channels-cover',
    platform: 'channels',
    kind: 'post',
    label: { zh: '视频号 封面（3:4）', en: 'WeChat Channels cover (3:4)' },
    width: 1080,
    height: 1440,
    ext: 'jpg',
    maxBytes: 10 * MB,
    texts: POST_TEXTS,
    where: { zh: '发表视频 → 设置封面', en: 'Post video → Set cover' },
  },
  {
    // 链接预览：og:image 1200 × 630（Open Graph, ogp.me）；微信分享卡片取方形缩略图。
    id: 'link-preview',
    platform: 'web',
    kind: 'preview',
    label: { zh: '链接预览图', en: 'Link preview (Open Graph)' },
    width: 1200,
    height: 630,
    ext: 'png',
    maxBytes: 5 * MB,
    safe: { x: 0, y: 15, w: 1200, h: 600 },
    texts: BANNER_TEXTS,
    where: { zh: '网站 <meta property="og:image">', en: 'Your site: <meta property="og:image">' },
  },
];

export const SOCIAL_SLOTS: Record<Locale, readonly SocialSlot[]> = { zh: ZH, en: EN };

export function socialSlot(site: Locale, id: string): SocialSlot | undefined {
  return SOCIAL_SLOTS[site].find((s) => s.id === id);
}

/** `<site>-<platform>-<kind>-<w>x<h>.<ext>` (the naming). */
export function socialFileName(site: Locale, slot: SocialSlot): string {
  return `${site}-${slot.id}-${slot.width}x${slot.height}.${slot.ext}`;
}
