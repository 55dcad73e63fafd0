import { describe, expect, it } from 'vitest';
import { logoCards } from './cards';

const variants = (logo: { slogan_name: string | null; icon_normal: string | null }) =>
  logoCards(logo).map((card) => card.variant);

describe('logoCards', () => {
  it('shows every card for a logo with slogan and icon', () => {
    expect(variants({ slogan_name: 'Fresh every day', icon_normal: '/oss/icon.svg' })).toEqual([
      'main',
      'inverse',
      'white',
      'black',
      'no-slogan',
      'symbol',
    ]);
  });

  it('drops the no-slogan card without slogan text and the symbol card without an icon', () => {
    expect(variants({ slogan_name: '  ', icon_normal: null })).toEqual(['main', 'inverse', 'white', 'black']);
    expect(variants({ slogan_name: null, icon_normal: '/oss/icon.svg' })).toEqual([
      'main',
      'inverse',
      'white',
      'black',
      'symbol',
    ]);
  });

  it('puts the badge on the main card and pickers on white and black', () => {
    const cards = logoCards({ slogan_name: 'x', icon_normal: 'y' });
    expect(cards.filter((c) => c.badge).map((c) => c.variant)).toEqual(['main']);
    expect(cards.filter((c) => c.pickable).map((c) => c.variant)).toEqual(['white', 'black']);
  });
});
