import { ZCardInfo, type TCardInfo } from '../../../core/cards/info';
import { CARD_INFO_KEY } from '../../api/me';
import type { SettingsStorage } from '../download/settingsStore';

/**
 * The card details typed in the 'Enter Card Info' dialog, remembered per
 * logo in the browser (spec 02 §9 "locally stored per-logo settings"):
 *
 *   localStorage['business-card-info'] = { "<fa_id>": { name, title, phone, email, address, website } }
 *
 * Only details that pass every check are stored and read back; a damaged
 * entry counts as none (the dialog opens empty for it). Signing out forgets
 * them all (api/me.ts), so the next person on a shared computer does not
 * find them.
 */
export { CARD_INFO_KEY };

/** The dialog's fields before anything is typed. */
export const EMPTY_CARD_INFO: TCardInfo = { name: '', title: '', phone: '', email: '', address: '', website: '' };

function readAll(storage: SettingsStorage | null): Record<string, unknown> {
  try {
    const raw = storage?.getItem(CARD_INFO_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readCardInfo(storage: SettingsStorage | null, logoId: number): TCardInfo | null {
  const entry = ZCardInfo.safeParse(readAll(storage)[String(logoId)]);
  return entry.success ? entry.data : null;
}

/** Remembers a logo's details; other logos' valid entries are kept, a full or refused storage is ignored. */
export function writeCardInfo(storage: SettingsStorage | null, logoId: number, info: TCardInfo): void {
  if (!storage) return;
  const kept: Record<string, TCardInfo> = {};
  for (const [id, value] of Object.entries(readAll(storage))) {
    const entry = ZCardInfo.safeParse(value);
    if (entry.success) kept[id] = entry.data;
  }
  kept[String(logoId)] = info;
  try {
    storage.setItem(CARD_INFO_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the details are still on the page until it closes.
  }
}
