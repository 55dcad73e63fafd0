import { describe, expect, it } from 'vitest';
import { INVOICE_TYPES, type TInvoiceType } from '../../../core/invoice';
import { ERROR_MESSAGES } from '../../i18n/errors';
import zh from '../../i18n/zh.json';
import { fieldIssue, formIssues, formValuesFrom, ISSUE_FIELD, type CheckedField } from './formRules';

/** The zh catalogue's text of a key: the form shows the spec's Chinese wording. */
const t = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh) as string;

/** The message the form shows under `field` holding `value`, or null. */
function check(field: CheckedField, value: string, type: TInvoiceType = INVOICE_TYPES.company, confirmed = false): string | null {
  const issue = fieldIssue(field, { ...formValuesFrom(null), type, tax_number_confirmed: confirmed, [field]: value });
  return issue ? t(ERROR_MESSAGES[issue]) : null;
}

describe('invoice form rules (spec 01 §5)', () => {
  it('show the spec wording for each broken rule', () => {
    expect(check('GMF_MC', ' ')).toBe('抬头不能为空');
    expect(check('GMF_NSRSBH', '')).toBe('税号不能为空');
    expect(check('GMF_NSRSBH', '91110000600037341N')).toBe('税号填写有误，请核实');
    expect(check('email', 'finance@')).toBe('邮箱格式有误');
    expect(check('mobile', '1380000')).toBe('手机号填写有误');
  });

  it('refuse mobile numbers of ranges no operator issues, and accept real ones', () => {
    for (const mobile of ['12038389438', '12838389438']) expect(check('mobile', mobile)).toBe('手机号填写有误');
    for (const mobile of ['13800138000', '19912345678', '16612345678']) expect(check('mobile', mobile)).toBeNull();
  });

  it('pass valid values and leave the optional fields and a personal tax number alone', () => {
    expect(check('GMF_MC', '北京测试科技有限公司')).toBeNull();
    expect(check('GMF_NSRSBH', '91110000600037341L')).toBeNull();
    expect(check('GMF_NSRSBH', '91110000600037341l')).toBeNull();
    expect(check('GMF_NSRSBH', '', INVOICE_TYPES.personal)).toBeNull();
    for (const field of ['address', 'email', 'mobile'] as const) expect(check(field, '')).toBeNull();
  });

  it('pass a tax number failing only its check character once the applicant confirms it, never a malformed one', () => {
    expect(check('GMF_NSRSBH', '91110000600037341N')).toBe('税号填写有误，请核实');
    expect(check('GMF_NSRSBH', '91110000600037341N', INVOICE_TYPES.company, true)).toBeNull();
    expect(check('GMF_NSRSBH', '9111000060003734ON', INVOICE_TYPES.company, true)).toBe('税号填写有误，请核实');
  });

  it('list the shown fields in error in the form’s order, the tax number for a company only', () => {
    const empty = formValuesFrom(null);
    expect(formIssues(empty)).toEqual([
      ['GMF_MC', 'INVOICE_TITLE_REQUIRED'],
      ['GMF_NSRSBH', 'INVOICE_TAX_REQUIRED'],
    ]);
    expect(formIssues({ ...empty, type: INVOICE_TYPES.personal, email: 'a@', mobile: '138' })).toEqual([
      ['GMF_MC', 'INVOICE_TITLE_REQUIRED'],
      ['email', 'INVOICE_EMAIL_INVALID'],
      ['mobile', 'INVOICE_MOBILE_INVALID'],
    ]);
    expect(formIssues({ ...empty, GMF_MC: '北京测试科技有限公司', GMF_NSRSBH: '91110000600037341L' })).toEqual([]);
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
