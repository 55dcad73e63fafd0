import type { ReactNode } from 'react';
import { STATUS_ICONS, type Status } from './statusIcons';
import './alert.css';

export interface AlertProps {
  type?: Status;
  title: ReactNode;
  description?: ReactNode;
  /** A control beside the text (a retry, a purchase). */
  action?: ReactNode;
  showIcon?: boolean;
  /** In place of the type's icon. */
  icon?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A notice in the page (a failure with its retry, an offer, a hint): antd's
 * Alert as the area's theme draws it (alert.css), without antd's runtime.
 * Read by screen readers as it appears (role "alert", as antd's).
 */
export function Alert({ type = 'info', title, description, action, showIcon, icon, className, 'data-testid': testId }: AlertProps) {
  const classes = ['alert', `alert--${type}`, description !== undefined && 'alert--with-description', className].filter(Boolean).join(' ');
  return (
    <div role="alert" className={classes} data-testid={testId}>
      {showIcon && (
        <span className="alert__icon" aria-hidden="true">
          {icon ?? STATUS_ICONS[type]}
        </span>
      )}
      <div className="alert__section">
        <div className="alert__title">{title}</div>
        {description !== undefined && <div className="alert__description">{description}</div>}
      </div>
      {action !== undefined && <div className="alert__actions">{action}</div>}
    </div>
  );
}
