import { nameLang, site } from '../site';

/** A name the customer wrote, marked with its language where it is not the page's (`nameLang`). */
export function Name({ children }: { children: string }) {
  const lang = nameLang(children, site.locale);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
