import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '../../core/constants';
import type en from './en.json';
import type portal from './pages/portal.en.json';
import type print from './pages/print.en.json';

/** Dotted paths of the string leaves of a catalogue. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every message key, typed from the English catalogues (the source): a key that
 * is not in en.json or a page's own catalogue fails the type-check. The
 * Chinese ones must hold the same keys (checked by i18n.test.ts).
 */
export type TKey = Leaves<typeof en & typeof portal & typeof print>;
export type TValues = Record<string, string | number>;
export type Translate = (key: TKey, values?: TValues) => string;

type Tree = { readonly [key: string]: string | Tree };

/**
 * Each language is a chunk of its own (en.ts, zh.ts: the catalogue and
 * antd's texts), loaded once before the first render: a page carries only
 * its site's language. The server names the site's chunk in the page's HTML
 * (modulepreload, server/http/pages.ts), so it arrives with the entry rather
 * than after it.
 */
const LANGUAGES: Record<Locale, () => Promise<{ default: { messages: Tree; antd: AntdLocale } }>> = {
  en: () => import('./en'),
  zh: () => import('./zh'),
};

/**
 * The texts only one page shows, kept out of the site's catalogue every page
 * loads: a chunk per page and language (pages/{page}.{locale}.json, its
 * top-level key the page's), loaded with the page's code (routes.tsx
 * `withMessages`) and preloaded with it by the server (server/http/pages.ts
 * PAGE_SOURCES).
 */
const PAGE_MESSAGES = {
  portal: { en: () => import('./pages/portal.en.json'), zh: () => import('./pages/portal.zh.json') },
  print: { en: () => import('./pages/print.en.json'), zh: () => import('./pages/print.zh.json') },
} satisfies Record<string, Record<Locale, () => Promise<{ default: Tree }>>>;
export type PageMessages = keyof typeof PAGE_MESSAGES;

/** The site's catalogue (the language is the site's, never switched), and the pages' own texts loaded so far. */
let messages: Tree = {};
let pageMessages: Tree = {};
let antd: AntdLocale | undefined;
let siteLocale: Promise<Locale> | undefined;
let setLocale: (locale: Locale) => void = () => undefined;

/** Loads the site's language once, before the first render. */
export async function loadI18n(locale: Locale): Promise<void> {
  ({ messages, antd } = (await LANGUAGES[locale]()).default);
  pageMessages = {};
  setLocale(locale);
  siteLocale = Promise.resolve(locale);
}

/** Loads a page's own texts in the site's language (once the site's language is known: a page's code may start loading before). */
export async function loadPageMessages(page: PageMessages): Promise<void> {
  const locale = await (siteLocale ??= new Promise<Locale>((resolve) => (setLocale = resolve)));
  const tree = (await PAGE_MESSAGES[page][locale]()).default;
  pageMessages = { ...pageMessages, ...tree };
}

/** antd's own texts (pagination, pickers, modal buttons) in the site's language. */
export function antdLocale(): AntdLocale | undefined {
  return antd;
}

/** The message at a dotted key; the key itself when it is missing (never in a type-checked build). */
function lookup(key: string): string {
  const parts = key.split('.');
  const root = parts[0] in pageMessages ? pageMessages : messages;
  let node: string | Tree | undefined = root;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/**
 * Translate outside React too (document title, effects). `{{name}}` takes the
 * value of that name; React escapes the text where it is shown.
 */
export const translate: Translate = (key, values) => {
  const text = lookup(key);
  return values ? text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
};

/** The typed `t` of the site's language (a hook, so a page could one day follow a switch). */
export function useT(): Translate {
  return translate;
}
