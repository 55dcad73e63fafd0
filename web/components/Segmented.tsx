import { useId } from 'react';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

/**
 * One of two or three choices as joined buttons, the chosen one filled
 * (antd's solid radio buttons; segmented.css): native radios in a fieldset,
 * so Tab reaches the chosen one, arrows move and pick, and a screen reader
 * says "n of m". The legend names the choice; `legendHidden` keeps it for
 * screen readers only where the page's heading already says it.
 */
export function Segmented<T extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  className,
  testId,
}: {
  legend: string;
  legendHidden?: boolean;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className={['segmented', className].filter(Boolean).join(' ')} data-testid={testId}>
      <legend className={legendHidden ? 'visually-hidden' : 'segmented__legend'}>{legend}</legend>
      <div className="segmented__options">
        {options.map((o) => (
          <label key={o.value} className="segmented__option">
            <input type="radio" className="radio-overlay" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} data-testid={o.testId} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
