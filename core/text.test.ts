import { describe, expect, it } from 'vitest';
import { escapeMarkup, isTypedText, typedText } from './text';

describe('text a person types', () => {
  it('typedText drops what a field cannot keep: a pasted \\v or tab, lone surrogates; line feeds only where the field has lines', () => {
    expect(typedText('one\u000btwo\tthree\nfour', true)).toBe('onetwothree\nfour');
    expect(typedText('one\ntwo')).toBe('onetwo');
    expect(typedText('bad \ud800 surrogate, good 😀')).toBe('bad  surrogate, good 😀');
    expect(isTypedText(typedText('x\u0000y\u007f'))).toBe(true);
  });

  it('escapeMarkup makes text safe in content and quoted attributes', () => {
    expect(escapeMarkup(`Tom & Jerry <Co> "Ltd" it's`)).toBe('Tom &amp; Jerry &lt;Co&gt; &quot;Ltd&quot; it&#39;s');
  });
});
