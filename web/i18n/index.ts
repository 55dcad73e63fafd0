import { useCallback } from 'react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from '../../core/constants';
import en from './en.json';
import zh from './zh.json';

/** Dotted paths of the string leaves of a catalogue. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every message key, typed from the English catalogue (the source): a key that
 * is not in en.json fails the type-check. zh.json must hold the same keys
 * (checked by i18n.test.ts).
 */
export type TKey = Leaves<typeof en>;
export type TValues = Record<string, string | number>;
export type Translate = (key: TKey, values?: TValues) => string;

export const CATALOGUES = { en, zh } as const;

let initialised = false;

/** Starts i18next in the site's language (not user-switchable). Safe to call twice. */
export function initI18n(locale: Locale): void {
  if (initialised) return;
  initialised = true;
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { en: { translation: en }, zh: { translation: zh } },
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

/** Translate outside React (document title, effects). */
export const translate: Translate = (key, values) => i18next.t(key, values);

/** The typed `t` of the site's language. */
export function useT(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => t(key, values), [t]);
}
