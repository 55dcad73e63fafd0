import { Slider } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { valueAfterKey } from './sliderKeys';

interface StepSliderProps {
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  /** The handle's accessible name (a slider's handle is no labelable element: a <label> around it names nothing). */
  label: string;
  style?: CSSProperties;
  testId?: string;
}

/**
 * antd's Slider, with the keys handled here and no value tooltip. Its own
 * keyboard path sets state in an effect after every press, and its tooltip
 * realigns itself to each new value the same way; a quick run of presses
 * (30 × ← on the VI page's watermark opacity) stacked those renders up past
 * React's limit of nested updates (error #185), which took the page down.
 * A press here is one state change of the caller's.
 */
export function StepSlider({ min, max, step, value, onChange, label, style, testId }: StepSliderProps) {
  const range = { min, max, step };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = valueAfterKey(value, e.key, range);
    if (next === null) return;
    e.preventDefault();
    if (next !== value) onChange(next);
  };
  return (
    <div className="step-slider" onKeyDown={onKeyDown} data-testid={testId}>
      <Slider
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={onChange}
        keyboard={false}
        tooltip={{ open: false }}
        ariaLabelForHandle={label}
        style={style}
      />
    </div>
  );
}
