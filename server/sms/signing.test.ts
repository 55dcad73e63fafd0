import { describe, expect, it } from 'vitest';
import { acsAuthorization, canonicalQuery, percentEncode } from './aliyun';
import { tc3Authorization, tc3Signature } from './tencent';

/**
 * The providers' own worked examples of their signatures (no SMS-specific
 * example is published; the algorithm does not depend on the service).
 */
describe('Alibaba Cloud ACS3-HMAC-SHA256', () => {
  it('signs the documented RunInstances example to its published Authorization', () => {
    // https://help.aliyun.com/document_detail/2593177.html, "signature example" (fixed date and nonce).
    const authorization = acsAuthorization(
      {
        method: 'POST',
        path: '/',
        query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
        headers: {
          host: 'ecs.cn-shanghai.aliyuncs.com',
          'x-acs-action': 'RunInstances',
          'x-acs-version': '2014-05-26',
          'x-acs-date': '2023-10-26T10:22:32Z',
          'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
          'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          // Not signed: only host, content-type and x-acs-* are.
          accept: 'application/json',
        },
        body: '',
      },
      'YourAccessKeyId',
      'YourAccessKeySecret',
    );
    expect(authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('percent-encodes as RFC 3986 wants: space %20, * %2A, ~ kept; Chinese as UTF-8', () => {
    expect(percentEncode("a b*c~d'(!)")).toBe('a%20b%2Ac~d%27%28%21%29');
    expect(canonicalQuery({ SignName: '标志', B: '1', A: '{"code":"1"}' })).toBe('A=%7B%22code%22%3A%221%22%7D&B=1&SignName=%E6%A0%87%E5%BF%97');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  // https://cloud.tencent.com/document/api/382/52072: the DescribeInstances example (its body's \u escapes are literal).
  const body = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
  const headers = { 'Content-Type': 'application/json; charset=utf-8', Host: 'cvm.tencentcloudapi.com', 'X-TC-Action': 'DescribeInstances' };

  it('signs the documented example (content-type, host and x-tc-action) to its published signature', () => {
    const signature = tc3Signature({ method: 'POST', query: '', headers, body }, ['content-type', 'host', 'x-tc-action'], 'cvm', 1551113065, '*'.repeat(32));
    expect(signature).toBe('10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f');
  });

  it('signs the earlier edition of the example (content-type and host) and writes its Authorization', () => {
    const authorization = tc3Authorization(
      { method: 'POST', query: '', headers, body },
      ['content-type', 'host'],
      'cvm',
      1551113065,
      'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    );
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});
