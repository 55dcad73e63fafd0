import { Popover } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n';

interface BackgroundPickerProps {
  /** Card id, for test ids. */
  variant: string;
  value: string;
  /** Colours offered (variantBackgroundChoices): the logo's brand colours that read with it. */
  choices: readonly string[];
  onChange: (hex: string) => void;
}

/**
 * Background colour of the white/black card: the logo's own colours only, no
 * free picking (spec 01 §2). A swatch button opens the choices as a radio
 * group of swatches; picking one closes it.
 */
export function BackgroundPicker({ variant, value, choices, onChange }: BackgroundPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const current = value.toUpperCase();
  const swatches = (
    <div className="bg-picker__panel">
      <p className="bg-picker__title">{t('download.picker.presets')}</p>
      <div className="bg-picker__swatches" role="radiogroup" aria-label={t('download.picker.label')}>
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
              }}
            />
          );
        })}
      </div>
    </div>
  );
  return (
    <Popover content={swatches} trigger="click" open={open} onOpenChange={setOpen} placement="topRight" arrow={false}>
      {/* Named by what it shows, then what it is (WCAG 2.5.3 Label in Name: "#FFFFFF Background colour"). */}
      <button type="button" className="bg-picker" aria-haspopup="dialog" aria-expanded={open} data-testid={`bg-picker-${variant}`}>
        <span className="bg-picker__chip" style={{ backgroundColor: current }} />
        <span className="bg-picker__text">{current}</span>
        <span className="visually-hidden"> {t('download.picker.label')}</span>
      </button>
    </Popover>
  );
}
