import { randomUUID, timingSafeEqual } from 'node:crypto';
import { ALIYUN_ACTION, ALIYUN_ALGORITHM, ALIYUN_VERSION, acsSignature, sha256Hex } from './aliyun';
import { answerJson, headerOf, mainlandDigits, numberLimitHit, startFake, type FakeProvider } from './fake-server';

/**
 * A local Alibaba Cloud SMS (`SendSms`, 2017-05-25) for tests and local runs:
 * checks each request's ACS3-HMAC-SHA256 signature byte for byte against the
 * account's secret, refuses a reused nonce or a date more than 15 minutes off,
 * and answers the documented shapes — `{"Code":"OK","Message":"OK","BizId",
 * "RequestId"}`, business errors as HTTP 200 with their `isv.*` code, gateway
 * errors as 4xx with `Code`, `Message`, `HostId` and `Recommend`.
 */

export interface AliyunAccount {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

const SKEW_MS = 15 * 60_000;

export async function startFakeAliyun(account: AliyunAccount): Promise<FakeProvider> {
  const nonces = new Set<string>();
  return startFake((req, body, res, state, forced) => {
    const requestId = randomUUID().toUpperCase();
    const gateway = (status: number, code: string, message: string) =>
      answerJson(res, status, { RequestId: requestId, HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message, Recommend: `https://api.aliyun.com/troubleshoot?q=${code}` });
    const business = (code: string, message: string) => answerJson(res, 200, { RequestId: requestId, Code: code, Message: message });

    const url = new URL(req.url ?? '/', 'http://fake');
    const header = (name: string) => headerOf(req, name);
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(header('authorization'));
    if (!auth) return gateway(400, 'MissingAuthorization', 'Authorization is mandatory for this action.');
    const [, accessKeyId, signedList, signature] = auth as unknown as [string, string, string, string];
    if (accessKeyId !== account.accessKeyId) return gateway(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const signed = signedList.split(';');
    // What the signature must cover: host, and every x-acs-* header the request carries.
    const present = Object.keys(req.headers).filter((h) => h.startsWith('x-acs-'));
    if (!signed.includes('host') || present.some((h) => !signed.includes(h))) {
      return gateway(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(signed.map((h) => [h, header(h)]));
    const expected = acsSignature({ method: req.method ?? 'POST', path: url.pathname, query, headers, body }, signed, account.accessKeySecret);
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
      return gateway(400, 'SignatureDoesNotMatch', `Specified signature is not matched with our calculation. server string to sign is:${ALIYUN_ALGORITHM}`);
    }
    if (header('x-acs-content-sha256') !== sha256Hex(body)) return gateway(400, 'InvalidContentSha256', 'The x-acs-content-sha256 does not match the body.');
    const date = Date.parse(header('x-acs-date'));
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(header('x-acs-date')) || Number.isNaN(date)) {
      return gateway(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    }
    if (Math.abs(Date.now() - date) > SKEW_MS) return gateway(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    const nonce = header('x-acs-signature-nonce');
    if (!nonce) return gateway(400, 'MissingSignatureNonce', 'SignatureNonce is mandatory for this action.');
    if (nonces.has(nonce)) return gateway(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    if (header('x-acs-action') !== ALIYUN_ACTION) return gateway(400, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    if (header('x-acs-version') !== ALIYUN_VERSION) return gateway(400, 'InvalidVersion', 'Specified parameter Version is not valid.');

    if (forced) return business(forced, 'forced by the test');
    if (query.SignName !== account.signName) return business('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (query.TemplateCode !== account.templateCode) return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let code: unknown;
    try {
      code = (JSON.parse(query.TemplateParam ?? '') as { code?: unknown }).code;
    } catch {
      return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (typeof code !== 'string' || !code) return business('isv.TEMPLATE_MISSING_PARAMETERS', '模板变量缺少对应参数值');
    const mobile = mainlandDigits(query.PhoneNumbers ?? '');
    if (!mobile) return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (state.balance <= 0) return business('isv.AMOUNT_NOT_ENOUGH', '账户余额不足');
    const now = Date.now();
    const limit = numberLimitHit(state.delivered, mobile, now);
    if (limit) return business('isv.BUSINESS_LIMIT_CONTROL', `触发${limit.name === 'minute' ? '分钟' : limit.name === 'hour' ? '小时' : '天'}级流控Permits:${limit.max}`);
    state.balance -= 1;
    state.delivered.push({ mobile, code, text: `【${account.signName}】您的验证码为：${code}，5分钟内有效，请勿泄露于他人。`, at: now });
    answerJson(res, 200, { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: `${now}^${state.delivered.length}` });
  });
}
