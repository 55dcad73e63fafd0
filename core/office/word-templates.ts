import type { Bilingual } from './brand';
import type { WordBlock, WordTemplate } from './word';

/**
 * The Word templates (spec 02 §2, §3): ten business documents designed for
 * this product, in both languages, with the brand's logo, colours, name and
 * slogan put in by the writers. Sample content is written to be replaced:
 * it shows the styles (headings, tables, lists) a customer then types into.
 */

const b = (zh: string, en: string): Bilingual => ({ zh, en });

const CONTACT: WordBlock = {
  t: 'fields',
  rows: [
    [b('地址', 'Address'), b('上海市浦东新区世纪大道 100 号', '100 Market Street, Suite 200, San Francisco, CA 94105')],
    [b('电话', 'Phone'), b('021-5888 0000', '+1 (415) 555-0100')],
    [b('邮箱', 'E-mail'), b('hello@example.com', 'hello@example.com')],
  ],
};

export const WORD_TEMPLATES: readonly WordTemplate[] = [
  {
    id: 1,
    slug: 'letterhead',
    name: b('信纸', 'Letterhead'),
    page: 'page',
    header: 'letterhead',
    footer: true,
    blocks: [
      { t: 'p', text: b('{date}', '{date}'), align: 'right', muted: true },
      { t: 'space', mm: 6 },
      { t: 'p', text: b('尊敬的 王先生：', 'Dear Ms. Taylor,') },
      {
        t: 'p',
        text: b(
          '感谢您一直以来对{name}的支持与信任。借此机会，我们谨向您介绍我们在新一年的服务计划，以及为合作伙伴准备的专属支持方案。',
          'Thank you for your continued trust in {name}. We are writing to share our plans for the coming year and the support we have prepared for partners like you.',
        ),
      },
      {
        t: 'p',
        text: b(
          '我们将持续提升产品品质与服务响应速度，并为您指派专属顾问，确保每一个需求都能得到及时、专业的回应。如有任何问题，欢迎随时与我们联系。',
          'We will keep raising the quality of our work and the speed of our answers, and a dedicated adviser will look after your account so that every request gets a prompt, expert reply. Please do not hesitate to contact us.',
        ),
      },
      { t: 'p', text: b('此致\n敬礼', 'Sincerely,') },
      { t: 'space', mm: 10 },
      { t: 'p', text: b('李明\n总经理，{name}', 'Alex Morgan\nManaging Director, {name}') },
    ],
  },
  {
    id: 2,
    slug: 'envelope',
    name: b('信封', 'Envelope'),
    page: 'envelope',
    header: 'envelope',
    footer: false,
    blocks: [
      { t: 'space', mm: 14 },
      {
        t: 'address',
        indent: 0.45,
        lines: [b('王先生 收', 'Ms. Jordan Taylor'), b('北京市朝阳区建国路 88 号', '250 Park Avenue South'), b('现代城 A 座 1208 室', 'New York, NY 10003'), b('100022', 'United States')],
      },
    ],
  },
  {
    id: 3,
    slug: 'memo',
    name: b('备忘录', 'Memo'),
    page: 'page',
    header: 'letterhead',
    footer: true,
    blocks: [
      { t: 'title', text: b('备忘录', 'Memo') },
      {
        t: 'fields',
        rows: [
          [b('致', 'To'), b('全体员工', 'All staff')],
          [b('自', 'From'), b('行政部', 'Operations')],
          [b('日期', 'Date'), b('{date}', '{date}')],
          [b('主题', 'Subject'), b('新办公室启用安排', 'Moving to the new office')],
        ],
      },
      { t: 'rule' },
      { t: 'p', text: b('我们将于下月起正式启用新办公室。为确保搬迁顺利，请各部门留意以下安排：', 'We move into our new office next month. To make the move smooth, please note the following:') },
      {
        t: 'bullets',
        items: [
          b('本周五前完成个人物品打包，并贴好姓名标签；', 'Pack your desk by Friday and label each box with your name.'),
          b('IT 部门将于周末迁移网络与设备；', 'IT moves the network and equipment over the weekend.'),
          b('新门禁卡将于周一上午在前台发放。', 'New access cards are handed out at reception on Monday morning.'),
        ],
      },
      { t: 'p', text: b('如有疑问，请联系行政部。', 'Questions? Ask the operations team.') },
    ],
  },
  {
    id: 4,
    slug: 'fax-cover',
    name: b('传真封面', 'Fax cover sheet'),
    page: 'page',
    header: 'letterhead',
    footer: true,
    blocks: [
      { t: 'title', text: b('传真', 'Fax') },
      {
        t: 'table',
        widths: [18, 32, 18, 32],
        head: [b('收件人', 'To'), b('', ''), b('发件人', 'From'), b('', '')],
        rows: [
          [b('公司', 'Company'), b('', ''), b('公司', 'Company'), b('{name}', '{name}')],
          [b('传真', 'Fax'), b('', ''), b('传真', 'Fax'), b('021-5888 0001', '+1 (415) 555-0101')],
          [b('电话', 'Phone'), b('', ''), b('电话', 'Phone'), b('021-5888 0000', '+1 (415) 555-0100')],
          [b('日期', 'Date'), b('{date}', '{date}'), b('页数', 'Pages'), b('1', '1')],
        ],
      },
      { t: 'h2', text: b('事由', 'Re') },
      { t: 'bullets', items: [b('紧急', 'Urgent'), b('请审阅', 'For review'), b('请回复', 'Please reply')] },
      { t: 'h2', text: b('备注', 'Comments') },
      { t: 'p', text: b('请查收随附文件，如有任何问题请致电联系。', 'Please find the attached pages. Call us if anything is missing or unclear.') },
    ],
  },
  {
    id: 5,
    slug: 'invoice',
    name: b('发票', 'Invoice'),
    page: 'page',
    header: 'letterhead',
    footer: true,
    blocks: [
      { t: 'title', text: b('发票', 'Invoice') },
      {
        t: 'fields',
        rows: [
          [b('发票编号', 'Invoice no.'), b('INV-{year}-0001', 'INV-{year}-0001')],
          [b('开票日期', 'Date'), b('{date}', '{date}')],
          [b('客户', 'Bill to'), b('北京远航科技有限公司', 'Northwind Traders LLC')],
        ],
      },
      {
        t: 'table',
        widths: [46, 14, 20, 20],
        head: [b('项目', 'Description'), b('数量', 'Qty'), b('单价', 'Unit price'), b('金额', 'Amount')],
        rows: [
          [b('品牌策略咨询', 'Brand strategy workshop'), b('1', '1'), b('¥8,000.00', '$1,200.00'), b('¥8,000.00', '$1,200.00')],
          [b('网站设计', 'Website design'), b('1', '1'), b('¥12,000.00', '$1,800.00'), b('¥12,000.00', '$1,800.00')],
          [b('印刷物料', 'Printed stationery'), b('500', '500'), b('¥4.00', '$0.60'), b('¥2,000.00', '$300.00')],
        ],
        totals: [
          [b('小计', 'Subtotal'), b('¥22,000.00', '$3,300.00')],
          [b('税额（6%）', 'Tax (8%)'), b('¥1,320.00', '$264.00')],
          [b('合计', 'Total due'), b('¥23,320.00', '$3,564.00')],
        ],
      },
      { t: 'h2', text: b('付款方式', 'Payment') },
      { t: 'p', text: b('开户行：招商银行上海分行　账号：6214 0000 0000 0000\n请于开票后 30 日内付款。', 'Bank transfer to account 0000 0000 0000, routing 000000000.\nPayment is due within 30 days of the invoice date.'), muted: true },
    ],
  },
  {
    id: 6,
    slug: 'quotation',
    name: b('报价单', 'Quotation'),
    page: 'page',
    header: 'letterhead',
    footer: true,
    blocks: [
      { t: 'title', text: b('报价单', 'Quotation') },
      {
        t: 'fields',
        rows: [
          [b('报价编号', 'Quote no.'), b('Q-{year}-018', 'Q-{year}-018')],
          [b('报价日期', 'Date'), b('{date}', '{date}')],
          [b('有效期', 'Valid for'), b('30 天', '30 days')],
          [b('客户', 'Prepared for'), b('杭州青禾文化传媒', 'Bluebird Studio Inc.')],
        ],
      },
      {
        t: 'table',
        widths: [10, 46, 22, 22],
        head: [b('序号', 'No.'), b('服务内容', 'Service'), b('周期', 'Timeline'), b('费用', 'Fee')],
        rows: [
          [b('1', '1'), b('品牌视觉系统', 'Brand identity system'), b('3 周', '3 weeks'), b('¥18,000', '$2,700')],
          [b('2', '2'), b('包装设计', 'Packaging design'), b('2 周', '2 weeks'), b('¥9,000', '$1,350')],
          [b('3', '3'), b('社交媒体模板', 'Social media templates'), b('1 周', '1 week'), b('¥4,000', '$600')],
        ],
        totals: [[b('合计', 'Total'), b('¥31,000', '$4,650')]],
      },
      { t: 'h2', text: b('条款', 'Terms') },
      { t: 'bullets', items: [b('签约后支付 50% 预付款，交付后支付余款；', '50% on signing, the balance on delivery.'), b('含两轮修改。', 'Two rounds of revisions are included.')] },
      { t: 'sign', captions: [b('客户确认', 'Accepted by'), b('{name}', '{name}')] },
    ],
  },
  {
    id: 7,
    slug: 'report-cover',
    name: b('报告封面', 'Report cover'),
    page: 'page',
    header: 'none',
    footer: true,
    blocks: [
      { t: 'space', mm: 30 },
      { t: 'cover', title: b('{year} 年度报告', 'Annual Report {year}'), subtitle: b('{slogan}', '{slogan}'), lines: [b('{name}', '{name}'), b('{date}', '{date}')] },
      { t: 'space', mm: 45 },
      { t: 'p', text: b('内部资料　注意保密', 'Confidential — for internal use'), align: 'center', muted: true, size: 9 },
    ],
  },
  {
    id: 8,
    slug: 'certificate',
    name: b('证书', 'Certificate'),
    page: 'page',
    landscape: true,
    header: 'centred',
    footer: false,
    frame: true,
    blocks: [
      { t: 'title', text: b('荣誉证书', 'Certificate of Achievement') },
      { t: 'p', text: b('特此授予', 'This certificate is proudly presented to'), align: 'center', muted: true },
      { t: 'subtitle', text: b('张晓雨', 'Jordan Lee') },
      { t: 'p', text: b('在 {year} 年度工作中表现卓越，成绩突出，特发此证，以资鼓励。', 'in recognition of outstanding work and dedication throughout {year}.'), align: 'center' },
      { t: 'space', mm: 8 },
      { t: 'sign', captions: [b('{name}', '{name}'), b('{date}', '{date}')] },
    ],
  },
  {
    id: 9,
    slug: 'meeting-minutes',
    name: b('会议纪要', 'Meeting minutes'),
    page: 'page',
    header: 'letterhead',
    footer: true,
    blocks: [
      { t: 'title', text: b('会议纪要', 'Meeting Minutes') },
      {
        t: 'fields',
        rows: [
          [b('会议主题', 'Meeting'), b('第三季度产品规划', 'Q3 product planning')],
          [b('时间', 'Date'), b('{date} 14:00–15:30', '{date}, 2:00–3:30 pm')],
          [b('地点', 'Place'), b('三楼会议室', 'Room 3A')],
          [b('参会人', 'Present'), b('李明、王芳、陈晨、刘洋', 'A. Morgan, J. Lee, S. Patel, R. Chen')],
        ],
      },
      { t: 'h1', text: b('议题与结论', 'Discussion and decisions') },
      { t: 'h2', text: b('1. 新版本发布时间', '1. Release date') },
      { t: 'p', text: b('确定新版本于下月 15 日发布，发布前完成两轮测试。', 'The new version ships on the 15th of next month after two rounds of testing.') },
      { t: 'h2', text: b('2. 市场推广', '2. Launch campaign') },
      { t: 'p', text: b('市场部提交推广方案，预算控制在季度计划内。', 'Marketing presents the campaign plan within the quarterly budget.') },
      { t: 'h1', text: b('待办事项', 'Action items') },
      {
        t: 'table',
        widths: [50, 25, 25],
        head: [b('事项', 'Action'), b('负责人', 'Owner'), b('截止日期', 'Due')],
        rows: [
          [b('完成测试计划', 'Write the test plan'), b('王芳', 'J. Lee'), b('本周五', 'Friday')],
          [b('准备发布物料', 'Prepare launch materials'), b('陈晨', 'S. Patel'), b('下周三', 'Next Wednesday')],
        ],
      },
    ],
  },
  {
    id: 10,
    slug: 'press-release',
    name: b('新闻稿', 'Press release'),
    page: 'page',
    header: 'letterhead',
    footer: true,
    blocks: [
      { t: 'p', text: b('即时发布', 'FOR IMMEDIATE RELEASE'), muted: true, size: 9 },
      { t: 'title', text: b('{name}正式发布全新品牌形象', '{name} unveils its new brand identity') },
      { t: 'subtitle', text: b('{slogan}', '{slogan}') },
      {
        t: 'p',
        text: b(
          '【上海，{date}】{name}今日正式发布全新品牌形象。新的标志与视觉系统体现了品牌一贯坚持的专业、创新与真诚，也标志着品牌发展进入新的阶段。',
          'SAN FRANCISCO, {date} — {name} today introduced its new brand identity. The new logo and visual system express the care, craft and openness the company is known for, and mark the start of its next chapter.',
        ),
      },
      {
        t: 'p',
        text: b('“新的品牌形象更好地讲述了我们是谁、我们为谁服务。”品牌负责人表示。', '“Our new identity tells people who we are and who we serve,” said the company’s founder.'),
      },
      { t: 'h2', text: b('关于{name}', 'About {name}') },
      { t: 'p', text: b('{name}致力于为客户提供优质的产品与服务。', '{name} builds products and services its customers love.') },
      { t: 'h2', text: b('媒体联系', 'Media contact') },
      CONTACT,
    ],
  },
];

export function wordTemplateById(id: number): WordTemplate | undefined {
  return WORD_TEMPLATES.find((t) => t.id === id);
}
