import { useId } from 'react';
import type { PillOption } from './PillRadios';
import './pill-radios.css';

/**
 * Several choices as pills (a link's formats): native checkboxes in a
 * fieldset, each its own tab stop, Space toggling it; at least one kept is
 * the caller's rule (`error` says so under the pills).
 */
export function PillChecks<T extends string>({
  legend,
  options,
  values,
  onChange,
  testId,
  error,
}: {
  legend: string;
  options: readonly PillOption<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
  testId: string;
  error?: string | null;
}) {
  const errorId = useId();
  return (
    <fieldset className="pill-radios" data-testid={testId} aria-describedby={error ? errorId : undefined}>
      <legend className="pill-radios__legend">{legend}</legend>
      <div className="pill-radios__options">
        {options.map((o) => (
          <label key={o.value} className="pill-radios__option">
            <input
              type="checkbox"
              className="radio-overlay"
              value={o.value}
              checked={values.includes(o.value)}
              onChange={(e) => onChange(options.map((x) => x.value).filter((v) => (v === o.value ? e.target.checked : values.includes(v))))}
              data-testid={`${testId}-${o.value}`}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="pill-radios__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
