import { describe, expect, it } from 'vitest';
import { CARD_NAMES } from './catalogue';
import { CARD_DESIGNS } from './designs';
import { handOutlined } from '../testing/outlined';
import { CardPainter, cardFonts, type Shaper, type TextStyle } from './compose';
import { CARD_FORMATS } from './format';
import { SAMPLE_CARD_INFO } from './info';

/**
 * The card's line-breaking rule with a stand-in for the server's fonts (the
 * core has none): every character 0.6 of the size wide, so a width in mm is a
 * number of characters.
 */
const CHAR = 0.6;
const monospace: Shaper = (text, _font, size) => ({ d: '', advance: text.length * size * CHAR });
const painter = () =>
  new CardPainter({
    design: handOutlined(),
    info: SAMPLE_CARD_INFO.en,
    format: CARD_FORMATS.en,
    fonts: cardFonts('en', 'inter-400'),
    shaper: monospace,
    brandName: 'Northwind Coffee',
    slogan: null,
  });
/** A contact line: 2 lines at most, wraps before it shrinks (as contactBlock sets e-mail and website). */
const CONTACT: TextStyle = { role: 'body', size: 2.5, colour: '#333333', maxLines: 2, wrapAt: 1 };
/** The width of `chars` characters at the contact size. */
const chars = (n: number) => n * CONTACT.size * CHAR;

function lines(text: string, maxWidth: number) {
  const fitted = painter().fit(text, CONTACT, maxWidth);
  return { size: fitted.size, lines: fitted.lines.map((l) => l.text), widths: fitted.lines.map((l) => l.run.advance) };
}

describe('card text wrapping: e-mail and web addresses', () => {
  it('never breaks an e-mail at a hyphen (the break would read as part of the address)', () => {
    // Before: "hello@northwind-" / "coffee-roasters.example.com".
    const out = lines('hello@northwind-coffee-roasters.example.com', chars(20));
    expect(out.lines.join('')).toBe('hello@northwind-coffee-roasters.example.com');
    for (const line of out.lines.slice(0, -1)) expect(line).not.toMatch(/-$/);
    expect(out.lines).toEqual(['hello@northwind-coffee-roasters', '.example.com']);
  });

  it('breaks an e-mail only after the @ or before a dot, and shrinks the rest to fit', () => {
    for (const email of ['maximilian.hohenberg-richter@internationaldevelopment.example.com', 'jane_doe-smith@north-wind.example.co.uk', 'a-very-long-local-part-with-hyphens@x-y.example']) {
      for (const width of [14, 20, 26, 32]) {
        const out = lines(email, chars(width));
        expect(out.lines.join(''), email).toBe(email);
        for (let i = 1; i < out.lines.length; i++) {
          const after = out.lines[i - 1]!;
          const before = out.lines[i]!;
          expect(after.endsWith('@') || before.startsWith('.'), `${email} at ${width}: ${JSON.stringify(out.lines)}`).toBe(true);
        }
        for (const w of out.widths) expect(w).toBeLessThanOrEqual(chars(width) + 1e-9);
      }
    }
  });

  it('shrinks an e-mail that has no allowed break where it would help rather than break it elsewhere', () => {
    const out = lines('hello@northwind-coffee-roasters-and-bakers.com', chars(20));
    expect(out.lines).toEqual(['hello@', 'northwind-coffee-roasters-and-bakers.com']);
    expect(out.size).toBeLessThan(CONTACT.size);
    expect(out.widths[1]).toBeLessThanOrEqual(chars(20) + 1e-9);
  });

  it('breaks an e-mail after the @ when the domain then fits on its line, rather than before its last dot', () => {
    expect(lines('hello@northwind-coffee-roasters.example.com', chars(40)).lines).toEqual(['hello@', 'northwind-coffee-roasters.example.com']);
    // A domain too long for a line breaks before a dot.
    expect(lines('hello@northwind-coffee-roasters.example.com', chars(33)).lines).toEqual(['hello@northwind-coffee-roasters', '.example.com']);
  });

  it('keeps an e-mail that fits on one line whole, at its size', () => {
    expect(lines('hello@northwind.example', chars(30))).toEqual({ size: CONTACT.size, lines: ['hello@northwind.example'], widths: [chars(23)] });
  });

  it('breaks a web address before a dot or a slash, never at a hyphen', () => {
    const site = 'www.international-business-development-group.example.com/contact';
    for (const width of [20, 30, 40]) {
      const out = lines(site, chars(width));
      expect(out.lines.join('')).toBe(site);
      for (const line of out.lines.slice(1)) expect(line, JSON.stringify(out.lines)).toMatch(/^[./]/);
    }
  });

  it('still wraps other text at spaces, its lines as even as they go: no word left alone on the last', () => {
    expect(lines('120 Market Street, San Francisco, CA', chars(24)).lines).toEqual(['120 Market Street,', 'San Francisco, CA']);
    // Filled line by line, "CA" would stand alone (the Classic card's sample address at 1280 px).
    expect(lines('120 Market Street, San Francisco, CA', chars(34)).lines).toEqual(['120 Market Street,', 'San Francisco, CA']);
    expect(lines('120 Market Street, San Francisco, CA', chars(40)).lines).toEqual(['120 Market Street, San Francisco, CA']);
  });
});

describe('the card designs', () => {
  it('are drawn one per name, in the order the page lists them (catalogue.ts), with unique ids', () => {
    expect(CARD_DESIGNS.map((d) => [d.id, d.label])).toEqual(CARD_NAMES.map((n) => [n.id, n.label]));
    expect(new Set(CARD_NAMES.map((n) => n.id)).size).toBe(CARD_NAMES.length);
  });
});
