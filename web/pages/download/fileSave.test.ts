import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, isPlainClick } from './fileSave';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name the server sends for Chinese logo names', () => {
    const header = `attachment; filename="____-main.png"; filename*=UTF-8''${encodeURIComponent('青山茶舍-main.png')}`;
    expect(filenameFromDisposition(header)).toBe('青山茶舍-main.png');
  });

  it('falls back to the plain name, quoted or not', () => {
    expect(filenameFromDisposition('attachment; filename="Northwind Coffee-main.svg"')).toBe('Northwind Coffee-main.svg');
    expect(filenameFromDisposition('attachment; filename=logo.pdf')).toBe('logo.pdf');
    expect(filenameFromDisposition(`attachment; filename="a.png"; filename*=UTF-8''%E0%A4%A`)).toBe('a.png');
  });

  it('gives null without a name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('handles a plain left click and leaves modified or middle clicks to the browser', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
  });
});
