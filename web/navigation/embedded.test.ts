import { describe, expect, it } from 'vitest';
import { detectEmbedded } from './embedded';

const win = {};

describe('detectEmbedded', () => {
  it('is embedded inside a frame', () => {
    expect(detectEmbedded({ self: win, top: {}, search: '' })).toBe(true);
  });

  it('is not embedded as the top window without the query value', () => {
    expect(detectEmbedded({ self: win, top: win, search: '?logo=1' })).toBe(false);
    expect(detectEmbedded({ self: win, top: win, search: '?embed=0' })).toBe(false);
  });

  it('is forced with ?embed=1', () => {
    expect(detectEmbedded({ self: win, top: win, search: '?logo=1&embed=1' })).toBe(true);
    expect(detectEmbedded({ self: win, top: win, search: '?embed=true' })).toBe(true);
  });
});
