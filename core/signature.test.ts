import { describe, expect, it } from 'vitest';
import { signatureDocument, signatureHtml, websiteHref, ZSignatureInfo } from './signature';

const look = { imageUrl: 'https://example.com/oss/renders/ab/ab12.png', logoName: 'Acme & Co', colour: '#1F6FEB', site: 'en' as const };

describe('ZSignatureInfo', () => {
  it('needs a name and checks what is given', () => {
    expect(ZSignatureInfo.safeParse({ name: '' }).success).toBe(false);
    expect(ZSignatureInfo.parse({ name: ' Ada ' })).toMatchObject({ name: 'Ada', email: '', website: '' });
    expect(ZSignatureInfo.safeParse({ name: 'Ada', email: 'not-mail' }).success).toBe(false);
    expect(ZSignatureInfo.safeParse({ name: 'Ada', phone: 'call me' }).success).toBe(false);
    expect(ZSignatureInfo.safeParse({ name: 'Ada', website: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZSignatureInfo.safeParse({ name: 'Ada', phone: '+86 138-0000-0001', website: 'acme.com' }).success).toBe(true);
  });
});

describe('websiteHref', () => {
  it('adds https to a bare domain and refuses other schemes', () => {
    expect(websiteHref('acme.com')).toBe('https://acme.com/');
    expect(websiteHref('http://acme.com/about')).toBe('http://acme.com/about');
    expect(websiteHref('mailto:a@b.com')).toBeNull();
    expect(websiteHref('localhost')).toBeNull();
  });
});

describe('signatureHtml', () => {
  const info = ZSignatureInfo.parse({
    name: 'Ada <Lovelace>',
    title: 'Founder',
    phone: '+44 20 7946 0018',
    email: 'ada@acme.com',
    website: 'https://acme.com/',
    address: '1 "Main" St',
  });
  const html = signatureHtml(info, look);

  it('is one table with inline styles only: no <style>, no class, no script', () => {
    expect(html.startsWith('<table')).toBe(true);
    expect(html).not.toMatch(/<style|class=|<script|<div/);
    expect(html).toContain('style="border-collapse:collapse;"');
  });

  it('escapes every text and uses only tel:, mailto: and https links', () => {
    expect(html).toContain('Ada &lt;Lovelace&gt;');
    expect(html).toContain('1 &quot;Main&quot; St');
    expect(html).toContain('alt="Acme &amp; Co"');
    expect(html).toContain('href="tel:+442079460018"');
    expect(html).toContain('href="mailto:ada@acme.com"');
    expect(html).toContain('href="https://acme.com/"');
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].split(':')[0])).toEqual(['tel', 'mailto', 'https']);
  });

  it('shows the hosted logo at 150×112 with the brand colour as the rule and the name', () => {
    expect(html).toContain('<img src="https://example.com/oss/renders/ab/ab12.png" width="150" height="112"');
    expect(html).toContain('border-right:3px solid #1F6FEB');
    expect(html).toMatch(/font-weight:bold;color:#1F6FEB;">Ada/);
    expect(html).toContain('Founder | Acme &amp; Co');
  });

  it('leaves out what is empty, labels in the site’s language, and refuses a colour that is not one', () => {
    const zh = signatureHtml(ZSignatureInfo.parse({ name: '王小明', phone: '13800000001' }), { ...look, site: 'zh', colour: 'red;background:url(x)' });
    expect(zh).toContain('电话: ');
    expect(zh).not.toContain('mailto:');
    expect(zh).not.toContain('red;background');
    expect(zh).toContain('#333333');
  });

  it('makes a page of its own for the .html download', () => {
    const doc = signatureDocument(html, 'Ada – signature');
    expect(doc).toMatch(/^<!doctype html>/);
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain(html);
  });
});
