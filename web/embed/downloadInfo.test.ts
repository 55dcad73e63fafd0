import { describe, expect, it } from 'vitest';
import { createDownloadInfoResponder, downloadInfoData, DOWNLOAD_INFO, DOWNLOAD_INFO_REQUEST } from './downloadInfo';

const logo = {
  fa_id: 1005,
  logo_name: 'Bluewave Labs',
  slogan_name: 'Ideas in motion',
  background_color: '#FFFFFF',
  colors: ['#1D4ED8'],
  icon_png: '/oss/featured/1005/a-icon.png',
  featured_jpg: '/oss/featured/1005/b-featured.jpg',
  logo_main_png: '/oss/featured/1005/c-main.png',
  featured_png: '/oss/featured/1005/d-featured.png',
};
const data = downloadInfoData(logo, 'https://area.example')!;

function host(origin: string) {
  const sent: Array<{ message: unknown; origin: string }> = [];
  const source = { postMessage: (message: unknown, target: string) => sent.push({ message, origin: target }) };
  const ask = (r: ReturnType<typeof createDownloadInfoResponder>, body: unknown = { type: DOWNLOAD_INFO_REQUEST }) =>
    r.receive({ data: body, origin, source });
  return { sent, ask };
}

describe('downloadInfoData', () => {
  it('gives absolute addresses of the icon, jpg, main png and png, and the logo', () => {
    expect(data).toEqual({
      icon_png: 'https://area.example/oss/featured/1005/a-icon.png',
      jpg: 'https://area.example/oss/featured/1005/b-featured.jpg',
      main_png: 'https://area.example/oss/featured/1005/c-main.png',
      png: 'https://area.example/oss/featured/1005/d-featured.png',
      logo: { fa_id: 1005, logo_name: 'Bluewave Labs', slogan_name: 'Ideas in motion', background_color: '#FFFFFF', colors: ['#1D4ED8'] },
    });
  });
  it('is null while any featured image is missing', () => {
    expect(downloadInfoData({ ...logo, icon_png: null }, 'https://area.example')).toBeNull();
    expect(downloadInfoData({ ...logo, featured_png: null }, 'https://area.example')).toBeNull();
  });
});

describe('the downloadInfo responder', () => {
  it('answers an allowed host at its own origin once the page is ready, and at once afterwards', () => {
    const r = createDownloadInfoResponder(['https://partner.example'], 'https://area.example');
    const partner = host('https://partner.example');
    expect(partner.ask(r)).toBe(true);
    r.provide(undefined);
    expect(partner.sent).toEqual([]);
    r.provide({ logoId: 1005, data });
    expect(partner.sent).toEqual([{ message: { type: DOWNLOAD_INFO, logoId: 1005, data }, origin: 'https://partner.example' }]);
    partner.ask(r);
    expect(partner.sent).toHaveLength(2);
  });

  it('never answers an origin that is not allowed, nor other messages', () => {
    const r = createDownloadInfoResponder(['https://partner.example'], 'https://area.example');
    r.provide({ logoId: 1005, data });
    const stranger = host('https://evil.example');
    expect(stranger.ask(r)).toBe(false);
    const partner = host('https://partner.example');
    expect(partner.ask(r, { type: 'somethingElse' })).toBe(false);
    expect(partner.ask(r, 'getDownloadInfo')).toBe(false);
    expect(partner.ask(r, null)).toBe(false);
    expect([...stranger.sent, ...partner.sent]).toEqual([]);
  });

  it("answers the area's own origin without configuration", () => {
    const r = createDownloadInfoResponder([], 'https://area.example');
    const own = host('https://area.example');
    r.provide({ logoId: 1005, data });
    own.ask(r);
    expect(own.sent).toHaveLength(1);
  });

  it('tells a waiting host that there is no logo, or that the files are not ready', () => {
    const r = createDownloadInfoResponder(['https://partner.example'], 'https://area.example');
    const partner = host('https://partner.example');
    partner.ask(r);
    r.provide(null);
    r.provide({ logoId: 1005, error: 'NOT_READY' });
    partner.ask(r);
    expect(partner.sent.map((s) => s.message)).toEqual([
      { type: DOWNLOAD_INFO, logoId: null, error: 'NO_LOGO' },
      { type: DOWNLOAD_INFO, logoId: 1005, error: 'NOT_READY' },
    ]);
  });
});
