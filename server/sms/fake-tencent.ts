import { randomUUID, timingSafeEqual } from 'node:crypto';
import { TENCENT_ACTION, TENCENT_VERSION, tc3Date, tc3Signature } from './tencent';
import { answerJson, headerOf, mainlandDigits, numberLimitHit, startFake, type FakeProvider } from './fake-server';

/**
 * A local Tencent Cloud SMS (`SendSms`, 2021-01-11) for tests and local runs:
 * checks each request's TC3-HMAC-SHA256 signature byte for byte over the
 * headers it declares (content-type and host at least), refuses a timestamp
 * more than 5 minutes off, and answers as the provider does — always HTTP
 * 200, a refused call as `Response.Error`, a call that went through with a
 * status per number (`"Code":"Ok"` or the number's error code).
 */

export interface TencentAccount {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
}

const SKEW_S = 300;

export async function startFakeTencent(account: TencentAccount): Promise<FakeProvider> {
  return startFake((req, body, res, state, forced) => {
    const requestId = randomUUID();
    const error = (code: string, message: string) => answerJson(res, 200, { Response: { Error: { Code: code, Message: message }, RequestId: requestId } });
    const header = (name: string) => headerOf(req, name);

    const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      header('authorization'),
    );
    if (!auth) return error('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
    const [, secretId, date, service, signedList, signature] = auth as unknown as [string, string, string, string, string, string];
    if (secretId !== account.secretId) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found, please ensure that your SecretId is correct.');
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp)) return error('MissingParameter', 'The request is missing a required parameter `X-TC-Timestamp`.');
    if (Math.abs(Date.now() / 1000 - timestamp) > SKEW_S) {
      return error('AuthFailure.SignatureExpire', 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.');
    }
    const signed = signedList.split(';');
    const url = new URL(req.url ?? '/', 'http://fake');
    const headers = Object.fromEntries(signed.map((h) => [h, header(h)]));
    const expected = tc3Signature({ method: req.method ?? 'POST', query: url.search.slice(1), headers, body }, signed, service, timestamp, account.secretKey);
    if (
      date !== tc3Date(timestamp) ||
      service !== 'sms' ||
      !signed.includes('content-type') ||
      !signed.includes('host') ||
      !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
    ) {
      return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.');
    }
    if (header('x-tc-action') !== TENCENT_ACTION) return error('InvalidAction', `The action \`${header('x-tc-action')}\` is not found.`);
    if (header('x-tc-version') !== TENCENT_VERSION) return error('NoSuchVersion', 'The requested version does not exist.');
    if (!header('x-tc-region')) return error('MissingParameter', 'The request is missing a required parameter `Region`.');

    let input: { PhoneNumberSet?: unknown; SmsSdkAppId?: unknown; SignName?: unknown; TemplateId?: unknown; TemplateParamSet?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      return error('InternalError.JsonParseFail', '解析用户参数失败。');
    }
    if (forced && !forced.startsWith('LimitExceeded.') && !forced.startsWith('InvalidParameterValue.')) return error(forced, 'forced by the test');
    if (input.SmsSdkAppId !== account.sdkAppId) return error('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId 校验失败。');
    if (input.SignName !== account.signName) return error('FailedOperation.SignatureIncorrectOrUnapproved', '签名未审批或格式错误。');
    if (input.TemplateId !== account.templateId) return error('FailedOperation.TemplateIncorrectOrUnapproved', '模板未审批或内容不匹配。');
    const phones = Array.isArray(input.PhoneNumberSet) ? input.PhoneNumberSet.filter((p): p is string => typeof p === 'string') : [];
    if (!phones.length) return error('MissingParameter.EmptyPhoneNumberSet', '传入的号码列表为空。');
    const params = Array.isArray(input.TemplateParamSet) ? input.TemplateParamSet : [];
    const code = params[0];
    if (typeof code !== 'string' || !code) return error('FailedOperation.TemplateParamSetNotMatchApprovedTemplate', '请求内容与审核通过的模板内容不匹配。');
    if (state.balance < phones.length) return error('FailedOperation.InsufficientBalanceInSmsPackage', '套餐包余量不足。');

    const now = Date.now();
    const status = (phone: string, code_: string, message: string, serial = '', fee = 0) => ({
      SerialNo: serial,
      PhoneNumber: phone,
      Fee: fee,
      SessionContext: '',
      Code: code_,
      Message: message,
      IsoCode: code_ === 'Ok' ? 'CN' : '',
    });
    const statuses = phones.map((phone) => {
      const mobile = mainlandDigits(phone);
      if (forced) return status(phone, forced, 'forced by the test');
      if (!mobile) return status(phone, 'InvalidParameterValue.IncorrectPhoneNumber', '手机号格式错误。');
      const limit = numberLimitHit(state.delivered, mobile, now);
      if (limit) {
        const name = { minute: 'ThirtySecondLimit', hour: 'OneHourLimit', day: 'DailyLimit' }[limit.name];
        return status(phone, `LimitExceeded.PhoneNumber${name}`, '单个手机号下发短信条数超过设定的上限。');
      }
      state.balance -= 1;
      state.delivered.push({ mobile, code, text: `【${account.signName}】${code}为您的登录验证码，请于5分钟内填写。如非本人操作，请忽略本短信。`, at: now });
      return status(phone, 'Ok', 'send success', `2640:${now}${state.delivered.length}`, 1);
    });
    answerJson(res, 200, { Response: { SendStatusSet: statuses, RequestId: requestId } });
  });
}
