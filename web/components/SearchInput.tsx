import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useRef, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n';
import './text-input.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (value: string) => void;
  size?: 'middle' | 'large';
  'data-testid'?: string;
}

/**
 * A search field: the area's text field (TextInput's look) with a magnifier
 * before the text and, once something is typed, a button that clears it
 * (Escape clears it too) and puts the focus back in the field. antd's Input
 * with `prefix` and `allowClear`, without antd's runtime.
 */
export function SearchInput({ value, onValueChange, size = 'middle', className, onKeyDown, ...rest }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onValueChange('');
    input.current?.focus();
  };
  return (
    <span className={['text-input', 'text-input--affix', size === 'large' && 'text-input--large', className].filter(Boolean).join(' ')}>
      <SearchOutlined className="text-input__prefix" aria-hidden />
      <input
        {...rest}
        ref={input}
        type="text"
        className="text-input__inner"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            clear();
          }
          onKeyDown?.(event);
        }}
      />
      {value !== '' && (
        // Out of the tab order, as antd's: Escape clears from the keyboard.
        <button type="button" tabIndex={-1} className="text-input__clear" aria-label={t('common.clear')} onClick={clear}>
          <CloseCircleFilled aria-hidden />
        </button>
      )}
    </span>
  );
}
