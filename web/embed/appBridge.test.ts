import { describe, expect, it } from 'vitest';
import { appSaveFile, saveThroughApp, toBase64, type SaveFilePayload } from './appBridge';

describe('appSaveFile', () => {
  it('is null in a browser', () => {
    expect(appSaveFile({})).toBeNull();
    expect(appSaveFile(undefined)).toBeNull();
    expect(appSaveFile({ LogoApp: {}, webkit: { messageHandlers: {} } })).toBeNull();
  });

  it("uses Android's LogoApp.saveFile with a JSON string", async () => {
    const calls: string[] = [];
    const save = appSaveFile({ LogoApp: { saveFile: (json: string) => calls.push(json) } })!;
    await saveThroughApp(save, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), '标志.png');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0])).toEqual({ version: 1, name: '标志.png', mimeType: 'image/png', size: 4, base64: 'iVBORw==' });
  });

  it("uses iOS's saveFile message handler with an object", async () => {
    const calls: SaveFilePayload[] = [];
    const save = appSaveFile({ webkit: { messageHandlers: { saveFile: { postMessage: (m: SaveFilePayload) => calls.push(m) } } } })!;
    await saveThroughApp(save, new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'logo.pdf');
    expect(calls).toEqual([{ version: 1, name: 'logo.pdf', mimeType: 'application/pdf', size: 8, base64: 'JVBERi0xLjc=' }]);
  });
});

describe('toBase64', () => {
  it('encodes large files the same as Node does', () => {
    const bytes = new Uint8Array(200_001).map((_, i) => (i * 7919) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
