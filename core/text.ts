/**
 * Text a person can type: no C0 control characters other than tab, line feed
 * and carriage return, no DEL, no lone UTF-16 surrogates. Such characters are
 * never part of a name, remark or address, and some of them (NUL) cannot be
 * stored in PostgreSQL text at all. The server refuses any request that
 * carries one (server/http/input-guard.ts); forms may use the same check.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isTypedText(value: string): boolean {
  return !FORBIDDEN.test(value);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Pasted text as a field can keep it: control characters (a word
 * processor's \v line break, tabs) and lone surrogates dropped; line feeds
 * kept where the field is several lines.
 */
export function typedText(value: string, lines = false): string {
  return value.replace(CONTROL, (c) => (lines && c === '\n' ? c : ''));
}

/** Longest e-mail address a mail system takes (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** Text made safe inside HTML, SVG or XML, in content and in quoted attributes. */
export function escapeMarkup(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
