import { describe, expect, it } from 'vitest';
import { composeCardSvg } from '../../core/cards/compose';
import { CARD_DESIGNS } from '../../core/cards/designs';
import { CARD_FORMATS } from '../../core/cards/format';
import { cardFieldProblem, SAMPLE_CARD_INFO, ZCardInfo, type TCardInfo } from '../../core/cards/info';
import { ZDesign } from '../../core/design';
import { segmentBounds, transformSegments, type Bounds } from '../../core/geometry';
import { parsePathData } from '../../core/path-data';
import { DEMO_DESIGNS } from '../demo/designs';
import { cardSideInput } from './cards';
import { sceneFromSvg } from './formats/scene';

const LONG: TCardInfo = {
  name: 'Maximilian Alexander von Hohenberg-Richter',
  title: 'Senior Vice President of International Business Development and Partnerships',
  phone: '+44 (0) 20 7946 0958 ext. 12345',
  email: 'maximilian.hohenberg-richter@internationaldevelopment.example.com',
  address: 'Apartment 1205, The Residences at Riverside Park, 1250 West Embarcadero Boulevard, San Francisco, CA 94107',
  website: 'www.international-business-development-group.example.com/contact',
};
const LONG_ZH: TCardInfo = {
  name: '欧阳诸葛慕容司马上官明',
  title: '国际业务发展与战略合作部高级副总裁兼首席品牌官',
  phone: '+86 138 0000 0000 转 8888',
  email: 'ouyang.zhuge.murong@brand-development.example.com',
  address: '上海市浦东新区陆家嘴环路 1000 号恒生银行大厦 58 楼 5801-5805 室国际业务发展中心（近东方明珠地铁站 2 号口）',
  website: 'www.brand-development-group.example.com',
};

/** Bounds (mm) of every text line on a side: the paths set on a baseline with translate(…). */
function textBounds(svg: string): Bounds[] {
  return [...svg.matchAll(/<path transform="translate\(([-\d.]+) ([-\d.]+)\)" d="([^"]+)"/g)].map((m) => {
    const segments = transformSegments(parsePathData(m[3]!), [1, 0, 0, 1, Number(m[1]), Number(m[2])]);
    return segmentBounds(segments, null)!;
  });
}

describe('business-card designs', () => {
  for (const site of ['zh', 'en'] as const) {
    const format = CARD_FORMATS[site];
    for (const logo of [1001, 1006, 1009]) {
      for (const [label, info] of [
        ['sample', SAMPLE_CARD_INFO[site]],
        ['long', site === 'zh' ? LONG_ZH : LONG],
        ['name only', { ...SAMPLE_CARD_INFO[site], title: '', phone: '', email: '', address: '', website: '' }],
      ] as const) {
        it(`${site}, logo ${logo}, ${label} info: every text line stays inside the safe area, no two overlap`, () => {
          const input = cardSideInput(ZDesign.parse(DEMO_DESIGNS[logo]), info, site);
          for (const card of CARD_DESIGNS) {
            for (const side of ['front', 'back'] as const) {
              const svg = composeCardSvg(card, side, input, { bleed: false, unitsPerMm: 1 });
              const boxes = textBounds(svg.slice(svg.indexOf('<g transform="matrix(1 0 0 1 0 0)">')));
              for (const b of boxes) {
                const where = `${card.id} ${side}: ${JSON.stringify(b)}`;
                expect(b.minX, where).toBeGreaterThanOrEqual(format.safe - 0.01);
                expect(b.maxX, where).toBeLessThanOrEqual(format.width - format.safe + 0.01);
                expect(b.minY, where).toBeGreaterThanOrEqual(format.safe - 0.01);
                expect(b.maxY, where).toBeLessThanOrEqual(format.height - format.safe + 0.01);
              }
              for (let i = 0; i < boxes.length; i++) {
                for (let j = i + 1; j < boxes.length; j++) {
                  const a = boxes[i]!;
                  const c = boxes[j]!;
                  const overlap = a.minX < c.maxX - 0.05 && c.minX < a.maxX - 0.05 && a.minY < c.maxY - 0.05 && c.minY < a.maxY - 0.05;
                  expect(overlap, `${card.id} ${side}: lines ${i} and ${j} overlap`).toBe(false);
                }
              }
              if (side === 'front' && label !== 'name only') expect(boxes.length, `${card.id}`).toBeGreaterThanOrEqual(6);
              // The PDF writer reads every side back (paths, rectangles, groups only).
              expect(() => sceneFromSvg(composeCardSvg(card, side, input, { bleed: true, unitsPerMm: 72 / 25.4 }))).not.toThrow();
            }
          }
        });
      }
    }
  }

  it('shows what was typed: the name, and no line for an empty field', () => {
    const input = cardSideInput(ZDesign.parse(DEMO_DESIGNS[1001]), { ...SAMPLE_CARD_INFO.en, phone: '', website: '' }, 'en');
    const full = cardSideInput(ZDesign.parse(DEMO_DESIGNS[1001]), SAMPLE_CARD_INFO.en, 'en');
    const count = (i: typeof input) => textBounds(composeCardSvg(CARD_DESIGNS[0]!, 'front', i, { bleed: false, unitsPerMm: 1 })).length;
    expect(count(full) - count(input)).toBe(2);
  });

  it('has ten designs with unique ids and names in both languages', () => {
    expect(CARD_DESIGNS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(CARD_DESIGNS.map((d) => d.id)).size).toBe(CARD_DESIGNS.length);
    for (const d of CARD_DESIGNS) expect(d.label.zh && d.label.en).toBeTruthy();
  });
});

describe('card info', () => {
  it('requires a name; checks phone, e-mail and website; takes empty optional fields', () => {
    expect(cardFieldProblem('name', '  ')).toBe('required');
    expect(cardFieldProblem('title', '')).toBeNull();
    expect(cardFieldProblem('phone', '+86 138-0000-0000')).toBeNull();
    expect(cardFieldProblem('phone', '(020) 7946 0958')).toBe('invalid');
    expect(cardFieldProblem('phone', 'call me')).toBe('invalid');
    expect(cardFieldProblem('email', 'alex@example')).toBe('invalid');
    expect(cardFieldProblem('email', 'alex@example.com')).toBeNull();
    expect(cardFieldProblem('website', 'https://www.example.com/about')).toBeNull();
    expect(cardFieldProblem('website', 'example.中国')).toBeNull();
    expect(cardFieldProblem('website', 'not a site')).toBe('invalid');
    expect(cardFieldProblem('address', 'x'.repeat(121))).toBe('tooLong');
    expect(cardFieldProblem('name', 'Alex\u0000')).toBe('invalid');
    expect(cardFieldProblem('name', 'Zoë Ødegård')).toBeNull();
    expect(cardFieldProblem('name', '李青・たなか')).toBeNull();
    expect(cardFieldProblem('name', 'Alex 🚀')).toBe('unprintable');
    expect(cardFieldProblem('title', 'Acme™ Studio®')).toBeNull();
    expect(cardFieldProblem('name', '김민준')).toBe('unprintable');
  });

  it('trims the values and reports each field that fails', () => {
    expect(ZCardInfo.parse({ name: '  Alex  ' })).toEqual({ name: 'Alex', title: '', phone: '', email: '', address: '', website: '' });
    const bad = ZCardInfo.safeParse({ name: '', email: 'nope' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'required'],
      ['email', 'invalid'],
    ]);
  });
});
