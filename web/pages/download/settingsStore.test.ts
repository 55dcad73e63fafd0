import { describe, expect, it } from 'vitest';
import { readSizeSettings, SETTINGS_KEY, writeSizeSettings, type SettingsStorage } from './settingsStore';
import { defaultSizeSettings, type SizeSettings } from './sizes';

/** A Web Storage stand-in over a Map; `failWrites` plays a full or refused storage. */
function createStorage(initial: Record<string, string> = {}, failWrites = false): SettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
  };
}

const custom: SizeSettings = { preset: 'custom', social: null, custom: { width: 1200, height: 900 } };
const social: SizeSettings = { preset: 'social', social: 'FB Cover', custom: { width: 400, height: 300 } };

describe('download settings storage', () => {
  it('round-trips the settings of each logo under one key', () => {
    const storage = createStorage();
    writeSizeSettings(storage, 1001, custom);
    writeSizeSettings(storage, 1002, social);
    expect([...storage.data.keys()]).toEqual([SETTINGS_KEY]);
    expect(readSizeSettings(storage, 1001)).toEqual(custom);
    expect(readSizeSettings(storage, 1002)).toEqual(social);
    expect(JSON.parse(storage.data.get(SETTINGS_KEY)!)).toEqual({ 1001: custom, 1002: social });
  });

  it('gives the defaults for a logo never downloaded, and without storage', () => {
    const storage = createStorage();
    writeSizeSettings(storage, 1001, custom);
    expect(readSizeSettings(storage, 1003)).toEqual(defaultSizeSettings());
    expect(readSizeSettings(null, 1001)).toEqual(defaultSizeSettings());
    expect(() => writeSizeSettings(null, 1001, custom)).not.toThrow();
  });

  it.each([
    ['bad JSON', '{"1001": {"preset": "cus'],
    ['an array', '[1,2,3]'],
    ['a string', '"custom"'],
    ['null', 'null'],
  ])('reads %s as the defaults', (_what, raw) => {
    expect(readSizeSettings(createStorage({ [SETTINGS_KEY]: raw }), 1001)).toEqual(defaultSizeSettings());
  });

  it('reads a malformed entry as the defaults without losing the good ones, and drops it on the next write', () => {
    const storage = createStorage({
      [SETTINGS_KEY]: JSON.stringify({ 1001: { preset: 'huge' }, 1002: custom, 1004: 'x' }),
    });
    expect(readSizeSettings(storage, 1001)).toEqual(defaultSizeSettings());
    expect(readSizeSettings(storage, 1002)).toEqual(custom);
    writeSizeSettings(storage, 1005, social);
    expect(Object.keys(JSON.parse(storage.data.get(SETTINGS_KEY)!))).toEqual(['1002', '1005']);
  });

  it('repairs a bad custom size or platform field instead of dropping the preset', () => {
    const storage = createStorage({
      [SETTINGS_KEY]: JSON.stringify({ 1001: { preset: 'high', social: 42, custom: { width: -1, height: 'x' } } }),
    });
    expect(readSizeSettings(storage, 1001)).toEqual({ preset: 'high', social: null, custom: { width: 400, height: 300 } });
  });

  it('ignores a storage that refuses writes', () => {
    const storage = createStorage({}, true);
    expect(() => writeSizeSettings(storage, 1001, custom)).not.toThrow();
    expect(readSizeSettings(storage, 1001)).toEqual(defaultSizeSettings());
  });
});
