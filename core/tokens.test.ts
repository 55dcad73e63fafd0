import { describe, expect, it } from 'vitest';
import { cssTokens, tailwindTheme, w3cTokens, type TokenInput } from './tokens';
import { brandColours } from './vi/colours';

const input: TokenInput = {
  logoName: 'Acme */ Co',
  colours: brandColours({ colors: ['#1F6FEB', '#F5A623'], name: { color: '#111111' } }, 'en'),
  background: '#FFFFFF',
  fonts: [
    { role: 'name', family: 'Inter', weight: 700, generic: 'sans-serif' },
    { role: 'slogan', family: 'Pacifico', weight: 400, generic: 'cursive' },
  ],
};

describe('design tokens', () => {
  it('CSS: a custom property per colour (hex and rgb) and per font, on :root', () => {
    const css = cssTokens(input);
    expect(css).toContain(':root {');
    expect(css).toContain('--brand-primary: #1F6FEB;');
    expect(css).toContain('--brand-primary-rgb: 31 111 235;');
    expect(css).toContain('--brand-secondary: #F5A623;');
    expect(css).toContain('--brand-name: #111111;');
    expect(css).toContain('--brand-font-name: "Inter", sans-serif;');
    expect(css).toContain('--brand-font-slogan-weight: 400;');
    // A name cannot close the comment early.
    expect(css.split('*/')).toHaveLength(2);
  });

  it('Tailwind: a CommonJS theme with the brand colours and fonts', () => {
    const mod = { exports: {} as { theme?: { extend: { colors: { brand: Record<string, string> }; fontFamily: Record<string, string[]> } } } };
    new Function('module', tailwindTheme(input))(mod);
    expect(mod.exports.theme!.extend.colors.brand).toEqual({ primary: '#1F6FEB', secondary: '#F5A623', name: '#111111', background: '#FFFFFF' });
    expect(mod.exports.theme!.extend.fontFamily['brand-slogan']).toEqual(['Pacifico', 'cursive']);
  });

  it('W3C JSON: every token has $type and $value', () => {
    const json = JSON.parse(w3cTokens(input));
    expect(json.color.primary).toEqual({ $type: 'color', $value: '#1F6FEB', $description: 'Primary' });
    expect(json.font.name.family).toEqual({ $type: 'fontFamily', $value: ['Inter', 'sans-serif'] });
    expect(json.font.name.weight).toEqual({ $type: 'fontWeight', $value: 700 });
  });
});
