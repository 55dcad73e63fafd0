import { describe, expect, it } from 'vitest';
import { loadConfig, siteForHost } from './config';

describe('loadConfig', () => {
  it('has working embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, defaultLocale: 'en', storage: { driver: 'local', dir: './data/files' } });
    expect(c.databaseUrl).toBeUndefined();
  });
  it('honours PORT and SITE_LOCALE', () => {
    const c = loadConfig({ PORT: '4100', SITE_LOCALE: 'zh' });
    expect(c.port).toBe(4100);
    expect(siteForHost(c, 'localhost:4100')).toBe('zh');
  });
  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_LOCALE: 'fr' })).toThrow(/SITE_LOCALE/);
    expect(() => loadConfig({ SITE_HOSTS: 'example.com=fr' })).toThrow(/SITE_HOSTS/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });
  it('reads the embedding hosts as origins, refusing anything else', () => {
    expect(loadConfig({}).publicSite.embedOrigins).toEqual([]);
    const c = loadConfig({ EMBED_ORIGINS: 'https://partner.example, http://127.0.0.1:8080/' });
    expect(c.publicSite.embedOrigins).toEqual(['https://partner.example', 'http://127.0.0.1:8080']);
    expect(() => loadConfig({ EMBED_ORIGINS: 'partner.example' })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://partner.example/shop' })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'ftp://partner.example' })).toThrow(/EMBED_ORIGINS/);
  });
});

describe('siteForHost', () => {
  const c = loadConfig({ SITE_HOSTS: 'zh.localhost=zh, *.example.cn=zh, example.com=en', SITE_LOCALE: 'en' });
  it.each([
    ['zh.localhost:3000', 'zh'],
    ['ZH.LOCALHOST', 'zh'],
    ['shop.example.cn', 'zh'],
    ['example.cn', 'en'],
    ['example.com', 'en'],
    ['localhost:3000', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (host, site) => {
    expect(siteForHost(c, host)).toBe(site);
  });
});

describe('TRUST_PROXY', () => {
  it('believes no forwarded headers by default; true, a hop count or proxy addresses when set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });
});
