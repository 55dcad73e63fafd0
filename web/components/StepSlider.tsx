import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { valueAfterKey, valueAtFraction } from './sliderKeys';
import './step-slider.css';

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
 * A slider (WAI-ARIA's slider pattern): antd's look (step-slider.css) without
 * antd's runtime. The handle takes the focus and the keys (sliderKeys.ts:
 * arrows a step, Page Up/Down ten, Home/End the ends); a press on the track
 * or a drag sets the value at the pointer, on a step. Each press or move is
 * one state change of the caller's, nothing set in an effect after it.
 */
export function StepSlider({ min, max, step, value, onChange, label, style, testId }: StepSliderProps) {
  const range = { min, max, step };
  const rail = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const set = (next: number) => {
    if (next !== value) onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = valueAfterKey(value, e.key, range);
    if (next === null) return;
    e.preventDefault();
    set(next);
  };
  const atPointer = (e: PointerEvent<HTMLDivElement>) => {
    const box = rail.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    set(valueAtFraction((e.clientX - box.left) / box.width, range));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    handle.current?.focus();
    atPointer(e);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) atPointer(e);
  };
  const at = `${((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100}%`;
  return (
    <div className="step-slider" style={style} data-testid={testId} onPointerDown={onPointerDown} onPointerMove={onPointerMove}>
      <div ref={rail} className="step-slider__rail">
        <div className="step-slider__track" style={{ width: at }} />
      </div>
      <div
        ref={handle}
        className="step-slider__handle"
        style={{ left: at }}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
