import type { ReactNode } from 'react';
import './tag.css';

export interface TagProps {
  /** The status it says: the colours of antd's status tags under the area's theme. */
  color?: 'default' | 'success' | 'processing' | 'warning' | 'error';
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
  'data-status'?: string | number;
}

/** A small label of state (a request paid, a designer available, an application flagged): antd's Tag as the area's theme draws it (tag.css), without antd's runtime. */
export function Tag({ color = 'default', icon, children, className, ...data }: TagProps) {
  return (
    <span className={['tag', `tag--${color}`, className].filter(Boolean).join(' ')} {...data}>
      {icon && (
        <span className="tag__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span>{children}</span>
    </span>
  );
}
