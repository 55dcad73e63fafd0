import { useRef, useState } from 'react';
import { Popup } from '../../components/Popup';
import { useT } from '../../i18n';

interface BackgroundPickerProps {
  /** Card id, for test ids. */
  variant: string;
  value: string;
  /** Colours offered (variantBackgroundChoices): the logo's brand colours that read with it. */
  choices: readonly string[];
  onChange: (hex: string) => void;
}

/** Opened: the colour in use takes the focus (the first one when none is). */
const FOCUS_ON_OPEN = ['[role="radio"][aria-checked="true"]', '[role="radio"]'] as const;

/**
 * Background colour of the white/black card: the logo's own colours only, no
 * free picking (spec 01 §2). A swatch button opens the choices as a radio
 * group of swatches; picking one closes it.
 */
export function BackgroundPicker({ variant, value, choices, onChange }: BackgroundPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const current = value.toUpperCase();
  const button = useRef<HTMLButtonElement>(null);
  const swatches = (
    <div className="bg-picker__panel">
      <p className="bg-picker__title">{t('download.picker.presets')}</p>
      <div
        className="bg-picker__swatches"
        role="radiogroup"
        aria-label={t('download.picker.label')}
        onKeyDown={(event) => {
          // The arrows go round the colours (as in any radio group); Enter or Space picks the focused one.
          const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
          if (!step) return;
          event.preventDefault();
          const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
          all[(all.indexOf(document.activeElement as HTMLElement) + step + all.length) % all.length]?.focus();
        }}
      >
        {choices.map((colour) => {
          const hex = colour.toUpperCase();
          return (
            <button
              key={hex}
              type="button"
              role="radio"
              aria-checked={hex === current}
              aria-label={hex}
              title={hex}
              className="bg-picker__swatch"
              style={{ backgroundColor: hex }}
              data-testid={`bg-swatch-${variant}`}
              onClick={() => {
                onChange(hex);
                setOpen(false);
                button.current?.focus();
              }}
            />
          );
        })}
      </div>
    </div>
  );
  return (
    <>
      {/* Named by what it shows, then what it is (WCAG 2.5.3 Label in Name: "#FFFFFF Background colour"). */}
      <button type="button" ref={button} className="bg-picker" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(!open)} data-testid={`bg-picker-${variant}`}>
        <span className="bg-picker__chip" style={{ backgroundColor: current }} />
        <span className="bg-picker__text">{current}</span>
        <span className="visually-hidden"> {t('download.picker.label')}</span>
      </button>
      <Popup open={open} anchor={button} placement="topRight" onClose={() => setOpen(false)} dialogLabel={t('download.picker.label')} initialFocus={FOCUS_ON_OPEN}>
        {swatches}
      </Popup>
    </>
  );
}
