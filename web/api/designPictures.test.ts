import { describe, expect, it } from 'vitest';
import { cardPreviewUrl } from '../../core/cards/api';
import type { TOutlinedDesign } from '../../core/design';
import { mockupPreviewUrl } from '../../core/mockups/api';
import { scenePreviewUrl } from './mockups';
import { followingDesign } from './designPictures';

// The address reads the design as a whole: its parts do not matter here.
const design = { name: { text: 'Northwind Coffee' }, colors: ['#1f3a32'] } as unknown as TOutlinedDesign;
const fixed = { ...design, name: { text: 'Northwind Coffee Co' } } as unknown as TOutlinedDesign;

describe('the address of a picture drawn from the logo', () => {
  it('is the plain address (the one the page preloads) for the design the page opened with, a new one once the logo has changed', () => {
    const item = { id: 'mug-on-table', version: 'abc' };
    const plain = mockupPreviewUrl(1001, item.id, item.version);
    expect(scenePreviewUrl(1001, design, item)).toBe(plain);
    // The same design again, or an equal copy of it (a details call that changed nothing): the same address.
    expect(scenePreviewUrl(1001, design, item)).toBe(plain);
    expect(scenePreviewUrl(1001, structuredClone(design), item)).toBe(plain);
    // A designer's fix changed the logo: a new address, the same for every picture of that design.
    const after = scenePreviewUrl(1001, fixed, item);
    expect(after).toMatch(new RegExp(`^${plain.replace(/[?]/g, '\\?')}&d=[0-9a-f]{1,8}$`));
    expect(scenePreviewUrl(1001, { ...fixed } as TOutlinedDesign, { id: 'tote-bag', version: 'x' })).toBe(`${mockupPreviewUrl(1001, 'tote-bag', 'x')}${after.slice(plain.length)}`);
    // Another logo keeps its own first design.
    expect(scenePreviewUrl(1002, fixed, item)).toBe(mockupPreviewUrl(1002, item.id, item.version));
  });

  it('starts the query when the address has none (a business card side)', () => {
    const plain = cardPreviewUrl(1003, 'classic', 'front');
    expect(followingDesign(plain, 1003, design)).toBe(plain);
    expect(followingDesign(plain, 1003, fixed)).toMatch(new RegExp(`^${plain}\\?d=[0-9a-f]{1,8}$`));
  });
});
