import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './text-input.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  /** A value the check refused: the field's border turns red (its message, beside it, says why). */
  status?: 'error';
  'data-testid'?: string;
}

/** A one-line text field: antd's Input under the area's theme (text-input.css: its border that reads, its focus ring), without antd's runtime. */
export const TextInput = forwardRef<HTMLInputElement, Props>(function TextInput({ status, className, type = 'text', ...rest }, ref) {
  return <input ref={ref} type={type} className={['text-input', status === 'error' && 'text-input--error', className].filter(Boolean).join(' ')} {...rest} />;
});

interface AreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  status?: 'error';
  'data-testid'?: string;
}

/** A text of several lines: the same field, as tall as its text (from `rows` up to ten lines, then it scrolls; text-input.css). */
export const TextArea = forwardRef<HTMLTextAreaElement, AreaProps>(function TextArea({ status, className, rows = 4, ...rest }, ref) {
  return <textarea ref={ref} rows={rows} className={['text-input', 'text-input--area', status === 'error' && 'text-input--error', className].filter(Boolean).join(' ')} {...rest} />;
});
