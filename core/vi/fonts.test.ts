import { describe, expect, it } from 'vitest';
import { brandColours, isDark } from './colours';
import { isContactNumber, ZFontAuthorization } from './fontAuth';
import { FONT_AUTH_MESSAGES, fontNotice } from './fonts';

describe('font notices (spec 02 §8)', () => {
  it('tells free, sold and provider-granted fonts apart', () => {
    expect(fontNotice({ isfree: 1, price: 0 })).toBe('free');
    expect(fontNotice({ isfree: 0, price: 68 })).toBe('paid');
    expect(fontNotice({ isfree: 0, price: 0 })).toBe('provider');
  });
});

describe('the font authorisation (spec 01 §3, §5)', () => {
  it.each(['13800000001', '0571-88886666', '010-12345678', '075512345678', '021-12345678-123'])('takes the contact number %s', (n) => expect(isContactNumber(n)).toBe(true));
  it.each(['12345', '12000000000', '1380000000', '+8613800000001', '0571-8888', 'abc'])('refuses the contact number %s', (n) => expect(isContactNumber(n)).toBe(false));

  it('trims both fields and names what is wrong', () => {
    expect(ZFontAuthorization.parse({ authorized_name: '  张三 ', authorized_contact_number: ' 13800000001 ' })).toEqual({ authorized_name: '张三', authorized_contact_number: '13800000001' });
    const bad = ZFontAuthorization.safeParse({ authorized_name: '', authorized_contact_number: '1' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([FONT_AUTH_MESSAGES.nameRequired, FONT_AUTH_MESSAGES.contactInvalid]);
  });
});

describe('brand colours (spec 02 §3, §5)', () => {
  it('gives the first four distinct colours, titled in the site language, with RGB and a dark flag', () => {
    const colours = brandColours({ colors: ['#4384f5', '#4384F5', '#FFFFFF', '#111111', '#F5A623', '#22AA55'], name: { color: '#111111' } }, 'zh');
    expect(colours.map((c) => [c.hex, c.title])).toEqual([
      ['#4384F5', '主色'],
      ['#FFFFFF', '辅助色'],
      ['#111111', '点缀色'],
      ['#F5A623', '补充色'],
    ]);
    expect(colours[0]!.rgb).toEqual([0x43, 0x84, 0xf5]);
    expect(colours.map((c) => c.dark)).toEqual([false, false, true, false]);
  });

  it('calls a colour dark when white text reads better on it', () => {
    expect(isDark('#1F3A32')).toBe(true);
    expect(isDark('#F5E6C8')).toBe(false);
  });
});
