import { describe, expect, it } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import type { TInvoiceType } from '../../../core/invoice';
import zh from '../../i18n/zh.json';
import { formValuesFrom, invoiceRules, ISSUE_FIELD } from './formRules';

/** The zh catalogue's text of a key: the rules show the spec's Chinese wording. */
const t = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh) as string;

/** Runs antd rules the way Form.Item does; the message of the first failure, or null. */
async function check(rules: FormRule[], value: string, type: TInvoiceType = '2', confirmed = false): Promise<string | null> {
  const fields: Record<string, unknown> = { type, tax_number_confirmed: confirmed };
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  for (const rule of rules) {
    const r = typeof rule === 'function' ? rule(form) : rule;
    try {
      await r.validator?.(r, value, () => undefined);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
}

describe('invoice form rules (spec 01 §5)', () => {
  const rules = invoiceRules(t);

  it('show the spec wording for each broken rule', async () => {
    expect(await check(rules.GMF_MC, ' ')).toBe('抬头不能为空');
    expect(await check(rules.GMF_NSRSBH, '')).toBe('税号不能为空');
    expect(await check(rules.GMF_NSRSBH, '91110000600037341N')).toBe('税号填写有误，请核实');
    expect(await check(rules.email, 'finance@')).toBe('邮箱格式有误');
    expect(await check(rules.mobile, '1380000')).toBe('手机号填写有误');
  });

  it('refuse mobile numbers of ranges no operator issues, and accept real ones', async () => {
    for (const mobile of ['12038389438', '12838389438']) expect(await check(rules.mobile, mobile)).toBe('手机号填写有误');
    for (const mobile of ['13800138000', '19912345678', '16612345678']) expect(await check(rules.mobile, mobile)).toBeNull();
  });

  it('pass valid values and leave the optional fields and a personal tax number alone', async () => {
    expect(await check(rules.GMF_MC, '北京测试科技有限公司')).toBeNull();
    expect(await check(rules.GMF_NSRSBH, '91110000600037341L')).toBeNull();
    expect(await check(rules.GMF_NSRSBH, '91110000600037341l')).toBeNull();
    expect(await check(rules.GMF_NSRSBH, '', '1')).toBeNull();
    for (const field of ['address', 'email', 'mobile'] as const) expect(await check(rules[field], '')).toBeNull();
  });

  it('pass a tax number failing only its check character once the applicant confirms it, never a malformed one', async () => {
    expect(await check(rules.GMF_NSRSBH, '91110000600037341N')).toBe('税号填写有误，请核实');
    expect(await check(rules.GMF_NSRSBH, '91110000600037341N', '2', true)).toBeNull();
    expect(await check(rules.GMF_NSRSBH, '9111000060003734ON', '2', true)).toBe('税号填写有误，请核实');
  });

  it('point every field issue of the server at its field', () => {
    expect(ISSUE_FIELD.INVOICE_TAX_INVALID).toBe('GMF_NSRSBH');
    expect(ISSUE_FIELD.INVOICE_TITLE_REQUIRED).toBe('GMF_MC');
  });
});

describe('formValuesFrom', () => {
  it('pre-fills from the previous record, blanks as empty strings', () => {
    expect(
      formValuesFrom({ gmf_mc: '张三', gmf_nsrsbh: null, address: null, email: 'a@b.cn', mobile: null, invoice_type: '1' }),
    ).toEqual({ type: '1', GMF_MC: '张三', GMF_NSRSBH: '', tax_number_confirmed: false, address: '', email: 'a@b.cn', mobile: '' });
  });

  it('starts a first application as a company invoice', () => {
    expect(formValuesFrom(null)).toMatchObject({ type: '2', GMF_MC: '' });
  });
});

describe('invoice wordings', () => {
  it("are the spec's, verbatim (spec 01 §5, §8)", () => {
    expect(t('invoice.submitted')).toBe('开票申请已提交');
    expect(t('errors.INVOICE_TITLE_REQUIRED')).toBe('抬头不能为空');
    expect(t('errors.INVOICE_TAX_REQUIRED')).toBe('税号不能为空');
    expect(t('errors.INVOICE_TAX_INVALID')).toBe('税号填写有误，请核实');
    expect(t('errors.INVOICE_EMAIL_INVALID')).toBe('邮箱格式有误');
    expect(t('errors.INVOICE_MOBILE_INVALID')).toBe('手机号填写有误');
  });
});
