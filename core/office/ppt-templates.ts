import type { Locale } from '../constants';
import { fill, officeVars, type Bilingual, type OfficeBrand, type OfficeVars } from './brand';
import type { SlotAspects } from './svg';
import { composeSlide, slideSvg, type DeckPattern, type DeckStyle, type SlideContent, type SlideLayout } from './slides';

/**
 * The PPT templates (spec 02 §2, §3): eight decks designed for this
 * product, in both languages, drawn by core/office/slides.ts in the brand's
 * colours with its logo. Text may hold {name}, {slogan}, {date}, {year}.
 */

interface TemplateSlide {
  layout: SlideLayout;
  title: Bilingual;
  subtitle?: Bilingual;
  lines?: readonly Bilingual[];
}

export interface PptTemplate {
  /** ppttpl_id. */
  id: number;
  slug: string;
  name: Bilingual;
  style: DeckStyle;
  pattern: DeckPattern;
  slides: readonly TemplateSlide[];
}

const b = (zh: string, en: string): Bilingual => ({ zh, en });
const cover = (zh: string, en: string): TemplateSlide => ({ layout: 'cover', title: b(zh, en), subtitle: b('{slogan}', '{slogan}') });
const closing: TemplateSlide = { layout: 'closing', title: b('谢谢', 'Thank you'), subtitle: b('{name} · hello@example.com', '{name} · hello@example.com') };

export const PPT_TEMPLATES: readonly PptTemplate[] = [
  {
    id: 1,
    slug: 'company-introduction',
    name: b('公司介绍', 'Company introduction'),
    style: 'split',
    pattern: 'none',
    slides: [
      cover('{name}公司介绍', 'Meet {name}'),
      { layout: 'bullets', title: b('我们是谁', 'Who we are'), lines: [b('成立于 2018 年，专注品牌与设计服务', 'Founded in 2018, focused on brand and design'), b('服务客户超过 500 家', 'Trusted by more than 500 clients'), b('团队成员 40 余人，分布于三座城市', 'A team of 40 across three cities')] },
      { layout: 'stats', title: b('关键数据', 'At a glance'), lines: [b('500+ | 服务客户', '500+ | Clients served'), b('98% | 客户满意度', '98% | Client satisfaction'), b('12 | 行业奖项', '12 | Industry awards')] },
      { layout: 'two-column', title: b('我们的服务', 'What we do'), lines: [b('品牌策略：定位、命名与品牌故事', 'Brand strategy: positioning, naming and story'), b('视觉设计：标志、视觉系统与包装', 'Visual design: logos, identity systems, packaging'), b('数字体验：网站与社交媒体', 'Digital: websites and social media'), b('内容营销：文案、图片与视频', 'Content: copy, photography and video')] },
      { layout: 'timeline', title: b('发展历程', 'Our journey'), lines: [b('2018：公司成立', '2018: Founded'), b('2020：服务客户突破 100 家', '2020: 100 clients'), b('2022：开设第二家办公室', '2022: Second office'), b('{year}：品牌全新升级', '{year}: New brand')] },
      closing,
    ],
  },
  {
    id: 2,
    slug: 'pitch-deck',
    name: b('融资路演', 'Pitch deck'),
    style: 'bold',
    pattern: 'dots',
    slides: [
      cover('{name}', '{name}'),
      { layout: 'bullets', title: b('问题', 'The problem'), lines: [b('小型企业难以负担专业品牌设计', 'Small businesses cannot afford professional branding'), b('现有工具复杂、周期长', 'Existing tools are slow and complex'), b('品牌资产分散，难以统一管理', 'Brand assets end up scattered and inconsistent')] },
      { layout: 'bullets', title: b('解决方案', 'Our solution'), lines: [b('几分钟生成完整品牌套件', 'A complete brand kit in minutes'), b('一处管理所有品牌资产', 'Every brand asset in one place'), b('即时应用到名片、网站与社交媒体', 'Applied instantly to cards, web and social')] },
      { layout: 'stats', title: b('市场机会', 'Market opportunity'), lines: [b('¥3000亿 | 潜在市场规模', '$40B | Total market'), b('¥500亿 | 可服务市场', '$6B | Serviceable market'), b('35% | 年增长率', '35% | Yearly growth')] },
      { layout: 'timeline', title: b('发展路线', 'Roadmap'), lines: [b('第一季度：产品上线', 'Q1: Launch'), b('第二季度：1 万用户', 'Q2: 10k users'), b('第三季度：企业版', 'Q3: Teams plan'), b('第四季度：海外市场', 'Q4: New markets')] },
      { layout: 'quote', title: b('客户评价', 'What customers say'), lines: [b('“它让我们第一次拥有了像样的品牌形象。”', '“For the first time our brand looks like we mean business.”'), b('某咖啡店创始人', 'Founder, a neighbourhood café')] },
      closing,
    ],
  },
  {
    id: 3,
    slug: 'report',
    name: b('工作报告', 'Report'),
    style: 'minimal',
    pattern: 'lines',
    slides: [
      cover('{year} 年度工作报告', 'Annual Report {year}'),
      { layout: 'bullets', title: b('年度概览', 'Year in review'), lines: [b('营收同比增长 28%', 'Revenue up 28% on last year'), b('新增客户 120 家', '120 new clients'), b('推出三条新产品线', 'Three new product lines')] },
      { layout: 'stats', title: b('核心指标', 'Key figures'), lines: [b('28% | 营收增长', '28% | Revenue growth'), b('120 | 新增客户', '120 | New clients'), b('4.8 | 客户评分', '4.8 | Customer rating')] },
      { layout: 'two-column', title: b('成绩与挑战', 'Wins and challenges'), lines: [b('成绩：重点项目按期交付', 'Wins: key projects delivered on time'), b('成绩：团队规模扩大一倍', 'Wins: the team doubled'), b('挑战：交付周期仍需缩短', 'Challenge: delivery times still too long'), b('挑战：获客成本上升', 'Challenge: rising cost of acquisition')] },
      { layout: 'bullets', title: b('明年计划', 'Next year'), lines: [b('提升交付效率 30%', 'Cut delivery time by 30%'), b('拓展两个新行业', 'Enter two new industries'), b('上线客户自助平台', 'Launch a self-service portal')] },
      closing,
    ],
  },
  {
    id: 4,
    slug: 'proposal',
    name: b('项目方案', 'Proposal'),
    style: 'band',
    pattern: 'none',
    slides: [
      cover('项目合作方案', 'Project proposal'),
      { layout: 'bullets', title: b('项目背景', 'Background'), lines: [b('客户希望在新市场建立品牌认知', 'The client wants to be known in a new market'), b('现有物料风格不统一', 'Current materials do not look like one brand')] },
      { layout: 'two-column', title: b('方案内容', 'What we propose'), lines: [b('调研：用户访谈与竞品分析', 'Research: interviews and competitor review'), b('策略：品牌定位与信息架构', 'Strategy: positioning and messaging'), b('设计：视觉系统与应用', 'Design: identity system and applications'), b('落地：培训与品牌手册', 'Roll-out: training and guidelines')] },
      { layout: 'timeline', title: b('项目周期', 'Timeline'), lines: [b('第 1 周：启动', 'Week 1: Kick-off'), b('第 2–3 周：调研', 'Weeks 2–3: Research'), b('第 4–6 周：设计', 'Weeks 4–6: Design'), b('第 7 周：交付', 'Week 7: Delivery')] },
      { layout: 'stats', title: b('投入与回报', 'Investment'), lines: [b('7 周 | 项目周期', '7 weeks | Duration'), b('¥18万 | 项目预算', '$25k | Budget'), b('3 倍 | 预期回报', '3× | Expected return')] },
      closing,
    ],
  },
  {
    id: 5,
    slug: 'training',
    name: b('培训课件', 'Training'),
    style: 'minimal',
    pattern: 'grid',
    slides: [
      cover('新员工入职培训', 'New starter training'),
      { layout: 'bullets', title: b('课程目标', 'What you will learn'), lines: [b('了解公司文化与价值观', 'Our culture and values'), b('熟悉工作流程与工具', 'How we work and the tools we use'), b('认识你的团队与导师', 'Your team and your mentor')] },
      { layout: 'section', title: b('第一部分：公司文化', 'Part 1: Our culture'), subtitle: b('{slogan}', '{slogan}') },
      { layout: 'two-column', title: b('我们的价值观', 'Our values'), lines: [b('客户第一：从客户出发思考', 'Customers first: start from their needs'), b('精益求精：把细节做到最好', 'Craft: sweat the details'), b('坦诚沟通：直接而友善', 'Candour: direct and kind'), b('持续学习：每天进步一点', 'Learning: a little better every day')] },
      { layout: 'timeline', title: b('你的第一个月', 'Your first month'), lines: [b('第 1 周：熟悉环境', 'Week 1: Settle in'), b('第 2 周：跟岗学习', 'Week 2: Shadow'), b('第 3 周：独立任务', 'Week 3: First task'), b('第 4 周：回顾总结', 'Week 4: Review')] },
      closing,
    ],
  },
  {
    id: 6,
    slug: 'event',
    name: b('活动策划', 'Event'),
    style: 'bold',
    pattern: 'circles',
    slides: [
      cover('{year} 品牌开放日', 'Brand Open Day {year}'),
      { layout: 'stats', title: b('活动信息', 'The event'), lines: [b('6月18日 | 活动日期', 'June 18 | Date'), b('300 | 预计来宾', '300 | Guests'), b('8 | 精彩环节', '8 | Sessions')] },
      { layout: 'timeline', title: b('活动流程', 'Programme'), lines: [b('14:00：签到', '2 pm: Welcome'), b('14:30：主题演讲', '2:30 pm: Keynote'), b('15:30：圆桌对话', '3:30 pm: Panel'), b('17:00：交流酒会', '5 pm: Reception')] },
      { layout: 'bullets', title: b('嘉宾亮点', 'Highlights'), lines: [b('行业领袖分享品牌增长经验', 'Industry leaders on brand growth'), b('新品抢先体验', 'First look at new products'), b('现场抽奖与纪念礼品', 'Prize draw and gifts')] },
      closing,
    ],
  },
  {
    id: 7,
    slug: 'product-launch',
    name: b('新品发布', 'Product launch'),
    style: 'split',
    pattern: 'dots',
    slides: [
      cover('全新产品发布', 'Introducing our new product'),
      { layout: 'quote', title: b('我们的愿景', 'Why we built it'), lines: [b('让每一个好想法，都拥有一个好品牌。', 'Every good idea deserves a great brand.'), b('{name}创始人', 'Founder, {name}')] },
      { layout: 'two-column', title: b('核心功能', 'Key features'), lines: [b('更快：三步完成设置', 'Faster: set up in three steps'), b('更省：价格降低 40%', 'Leaner: 40% lower cost'), b('更稳：全天候服务', 'Reliable: available around the clock'), b('更美：全新设计语言', 'Beautiful: a new design language')] },
      { layout: 'stats', title: b('产品表现', 'Performance'), lines: [b('2× | 速度提升', '2× | Faster'), b('40% | 成本降低', '40% | Lower cost'), b('99.9% | 可用性', '99.9% | Uptime')] },
      { layout: 'bullets', title: b('上市计划', 'Availability'), lines: [b('即日起开放预订', 'Pre-orders open today'), b('下月全面上市', 'On sale next month'), b('首批用户享专属优惠', 'Launch offer for early customers')] },
      closing,
    ],
  },
  {
    id: 8,
    slug: 'quarterly-review',
    name: b('季度回顾', 'Quarterly review'),
    style: 'band',
    pattern: 'lines',
    slides: [
      cover('{year} 第三季度回顾', 'Q3 {year} Review'),
      { layout: 'stats', title: b('季度业绩', 'Results'), lines: [b('¥520万 | 季度营收', '$740k | Revenue'), b('+18% | 环比增长', '+18% | vs last quarter'), b('96% | 目标达成', '96% | Of target')] },
      { layout: 'two-column', title: b('进展与问题', 'Progress and issues'), lines: [b('进展：新客户签约 32 家', 'Progress: 32 new contracts'), b('进展：上线两项新功能', 'Progress: two features shipped'), b('问题：华南区增长放缓', 'Issue: slower growth in the south'), b('问题：招聘进度滞后', 'Issue: hiring behind plan')] },
      { layout: 'timeline', title: b('下季度重点', 'Next quarter'), lines: [b('10月：区域活动', 'Oct: Regional events'), b('11月：产品更新', 'Nov: Product update'), b('12月：年度复盘', 'Dec: Year-end review')] },
      closing,
    ],
  },
];

export function pptTemplateById(id: number): PptTemplate | undefined {
  return PPT_TEMPLATES.find((t) => t.id === id);
}

/** A template's slides in one language with its placeholders filled; slides left without a title are dropped. */
export function templateSlides(tpl: PptTemplate, site: Locale, vars: OfficeVars): SlideContent[] {
  return tpl.slides.map((s) => ({
    layout: s.layout,
    title: fill(s.title[site], vars),
    ...(s.subtitle && fill(s.subtitle[site], vars) ? { subtitle: fill(s.subtitle[site], vars) } : {}),
    lines: (s.lines ?? []).map((l) => fill(l[site], vars)),
  }));
}

/** A deck's card preview: its cover slide as SVG, logo slots empty. */
export function pptPreviewSvg(tpl: PptTemplate, brand: OfficeBrand, today: Date, aspects: SlotAspects = {}): string {
  const cover = templateSlides(tpl, brand.site, officeVars(brand, today))[0]!;
  return slideSvg(composeSlide(cover, 0, { brand, style: tpl.style, pattern: tpl.pattern }), brand, aspects);
}
