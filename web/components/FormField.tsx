import { useId, type ReactNode } from 'react';
import './form-field.css';

/** What the field's control carries to be tied to its label, its error and its help. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A labelled field of a form (antd's vertical form item under the area's
 * theme): the label above (a red mark when required), the control, then its
 * error (read out as it appears) and its help. The control is given its id
 * and the aria attributes that tie it to them (`children` is a function of them).
 */
export function FormField({
  label,
  error,
  help,
  required = false,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  help?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ');
  return (
    <div className={['form-field', error && 'form-field--error', className].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={id}>
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined, 'aria-required': required || undefined })}
      {error && (
        <div id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </div>
      )}
      {help && (
        <div id={`${id}-help`} className="form-field__help">
          {help}
        </div>
      )}
    </div>
  );
}
