import { useId } from 'react';
import './colour-swatches.css';

/**
 * A choice of colours as a radio group of swatches (keyboard: arrows within
 * the group), optionally with a picker for any other colour. The e-mail
 * signature's colour and the animation's background.
 */
export function ColourSwatches({
  legend,
  colours,
  value,
  onChange,
  round = false,
  custom,
  testId,
}: {
  legend: string;
  colours: readonly string[];
  value: string;
  onChange: (colour: string) => void;
  round?: boolean;
  /** Label of the picker for another colour; no picker without it. */
  custom?: string;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className={`colour-swatches${round ? ' colour-swatches--round' : ''}`} data-testid={testId}>
      <legend>{legend}</legend>
      {colours.map((c) => (
        <label key={c} className="colour-swatch" style={{ background: c }} title={c}>
          <input type="radio" name={name} value={c} checked={c === value} onChange={() => onChange(c)} aria-label={c} />
        </label>
      ))}
      {custom && (
        <label className="colour-swatch colour-swatch--custom" title={custom}>
          <input type="color" value={value.toLowerCase()} onChange={(e) => onChange(e.target.value.toUpperCase())} aria-label={custom} />
        </label>
      )}
    </fieldset>
  );
}
