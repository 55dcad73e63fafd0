import { useId } from 'react';
import './pill-radios.css';

export interface PillOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A small set of choices as pills in a row (the download page's layouts, the
 * social kit's looks): native radios in a fieldset, so arrow keys move and
 * pick and a screen reader says "n of m"; the pills wrap on a narrow screen.
 */
export function PillRadios<T extends string>({
  legend,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  options: readonly PillOption<T>[];
  value: T;
  onChange: (value: T) => void;
  testId: string;
}) {
  const name = useId();
  return (
    <fieldset className="pill-radios" data-testid={testId}>
      <legend className="pill-radios__legend">{legend}</legend>
      <div className="pill-radios__options">
        {options.map((o) => (
          <label key={o.value} className="pill-radios__option">
            <input type="radio" className="radio-overlay" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} data-testid={`${testId}-${o.value}`} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
