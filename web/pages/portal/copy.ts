import { site } from '../../site';
import { translate } from '../../i18n';
import { toast } from '../../components/toast';

/** An address of this site as a person copies it. */
export const absolute = (path: string) => new URL(path, window.location.origin).href;

/** Copies a text, saying so (or that it could not). */
export async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(translate('portal.copied'));
  } catch {
    toast.error(translate('portal.copyFailed'));
  }
}

/** A day as the portal page shows it: "7 Dec 2026" / "2026年12月7日" (`utc`: the day as the server counts it). */
export const shortDate = (iso: string, utc = false) =>
  new Date(iso).toLocaleDateString(site.locale === 'zh' ? 'zh-CN' : 'en-GB', { year: 'numeric', month: 'short', day: 'numeric', ...(utc ? { timeZone: 'UTC' } : {}) });
