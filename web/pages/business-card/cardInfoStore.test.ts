import { describe, expect, it } from 'vitest';
import { CARD_INFO_KEY, readCardInfo, writeCardInfo } from './cardInfoStore';

function memory(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [[CARD_INFO_KEY, initial]]);
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const alex = { name: 'Alex', title: 'Founder', phone: '', email: 'alex@example.com', address: '', website: '' };

describe('card info store', () => {
  it('remembers the details per logo', () => {
    const s = memory();
    writeCardInfo(s, 1001, alex);
    writeCardInfo(s, 1002, { ...alex, name: 'Sam' });
    expect(readCardInfo(s, 1001)).toEqual(alex);
    expect(readCardInfo(s, 1002)?.name).toBe('Sam');
    expect(readCardInfo(s, 1003)).toBeNull();
  });

  it('reads damaged or invalid entries as none and drops them on the next write', () => {
    expect(readCardInfo(memory('{not json'), 1001)).toBeNull();
    const s = memory(JSON.stringify({ 1001: { ...alex, email: 'nope' }, 1002: alex }));
    expect(readCardInfo(s, 1001)).toBeNull();
    writeCardInfo(s, 1003, alex);
    expect(Object.keys(JSON.parse(s.map.get(CARD_INFO_KEY)!))).toEqual(['1002', '1003']);
  });

  it('survives a storage that refuses to write', () => {
    const s = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(() => writeCardInfo(s, 1001, alex)).not.toThrow();
    expect(() => writeCardInfo(null, 1001, alex)).not.toThrow();
  });
});
