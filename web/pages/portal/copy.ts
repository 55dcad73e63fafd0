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
