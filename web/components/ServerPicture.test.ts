import { describe, expect, it } from 'vitest';
import { cardPreviewUrl } from '../../core/cards/api';
import type { TOutlinedDesign } from '../../core/design';
import { mockupPreviewUrl } from '../../core/mockups/api';
import { followingDesign } from './ServerPicture';

// The address reads the design as a whole: its parts do not matter here.
const design = { name: { text: 'Northwind Coffee' }, colors: ['#1f3a32'] } as unknown as TOutlinedDesign;
const fixed = { ...design, name: { text: 'Northwind Coffee Co' } } as unknown as TOutlinedDesign;

describe('the address of a picture drawn from the logo (followingDesign)', () => {
  it('is the plain address (the one the page preloads) for the design the page opened with, a new one once the logo has changed', () => {
    const plain = mockupPreviewUrl(1001, 'mug-on-table', 'abc');
    expect(followingDesign(plain, 1001, design)).toBe(plain);
    // The same design again, or an equal copy of it (a details call that changed nothing): the same address.
    expect(followingDesign(plain, 1001, design)).toBe(plain);
    expect(followingDesign(plain, 1001, structuredClone(design))).toBe(plain);
    // A designer's fix changed the logo: a new address, the same for every picture of that design.
    const after = followingDesign(plain, 1001, fixed);
    expect(after).toMatch(new RegExp(`^${plain.replace(/[?]/g, '\\?')}&d=[0-9a-f]{1,8}$`));
    const other = mockupPreviewUrl(1001, 'tote-bag', 'x');
    expect(followingDesign(other, 1001, { ...fixed } as TOutlinedDesign)).toBe(`${other}${after.slice(plain.length)}`);
    // Another logo keeps its own first design.
    expect(followingDesign(mockupPreviewUrl(1002, 'mug-on-table', 'abc'), 1002, fixed)).toBe(mockupPreviewUrl(1002, 'mug-on-table', 'abc'));
  });

  it('starts the query when the address has none (a business card side)', () => {
    const plain = cardPreviewUrl(1003, 'classic', 'front');
    expect(followingDesign(plain, 1003, design)).toBe(plain);
    expect(followingDesign(plain, 1003, fixed)).toMatch(new RegExp(`^${plain}\\?d=[0-9a-f]{1,8}$`));
  });
});
