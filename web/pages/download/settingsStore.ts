import { z } from 'zod';
import { SIZE_PRESETS, type SizePreset } from '../../../core/constants';
import { defaultSizeSettings, type SizeSettings } from './sizes';

/**
 * Per-logo download settings, kept in the browser under ONE key (spec 01 §3):
 *
 *   localStorage['logo-download-settings'] =
 *     { "1001": { "preset": "custom", "social": null, "custom": { "width": 1200, "height": 900 } }, … }
 *
 * The value is user-editable and may come from an older build, so it is read
 * defensively: bad JSON or a malformed entry gives the defaults (and a bad
 * entry never hides the good ones).
 */
export const SETTINGS_KEY = 'logo-download-settings';

const ZSide = z.number().int().positive();
const ZSizeSettings = z.object({
  preset: z.enum(Object.keys(SIZE_PRESETS) as [SizePreset, ...SizePreset[]]),
  social: z.string().nullable().catch(null),
  custom: z.object({ width: ZSide, height: ZSide }).catch(() => ({ ...SIZE_PRESETS.custom })),
});

/** The part of Web Storage used here (tests pass a Map-backed fake). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (disabled storage, some embedded frames). */
export function browserStorage(): SettingsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readAll(storage: SettingsStorage | null): Record<string, unknown> {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The remembered settings of a logo, or the defaults (social 1000×1000, custom 400×300). */
export function readSizeSettings(storage: SettingsStorage | null, logoId: number): SizeSettings {
  const entry = ZSizeSettings.safeParse(readAll(storage)[String(logoId)]);
  return entry.success ? entry.data : defaultSizeSettings();
}

/** Remembers a logo's settings; malformed entries of other logos are dropped, a full or refused storage is ignored. */
export function writeSizeSettings(storage: SettingsStorage | null, logoId: number, settings: SizeSettings): void {
  if (!storage) return;
  const valid: Record<string, SizeSettings> = {};
  for (const [id, value] of Object.entries(readAll(storage))) {
    const entry = ZSizeSettings.safeParse(value);
    if (entry.success) valid[id] = entry.data;
  }
  valid[String(logoId)] = settings;
  try {
    storage.setItem(SETTINGS_KEY, JSON.stringify(valid));
  } catch {
    // Quota exceeded or storage disabled: the dialog still works, it just forgets.
  }
}
