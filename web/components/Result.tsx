import { FileTextOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { STATUS_ICONS, type Status } from './statusIcons';
import './result.css';

export interface ResultProps {
  /** `empty`: nothing to show yet (antd's Empty): a quiet grey picture, no status colour. */
  status?: Status | 'empty';
  /** In place of the status's icon. */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  /** The way on: a retry, a download, the next step. */
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * How something went, in place of what the page would show (an application
 * under review, a refusal, a failed load): antd's Result as the area's theme
 * draws it (result.css) — an icon in the status's colour, a title, a line,
 * the way on — without antd's runtime. The icon is decoration: the words say it.
 */
export function Result({ status = 'info', icon, title, subTitle, extra, className, 'data-testid': testId }: ResultProps) {
  return (
    <div className={['result', `result--${status}`, className].filter(Boolean).join(' ')} data-testid={testId}>
      <div className="result__icon" aria-hidden="true">
        {icon ?? (status === 'empty' ? <FileTextOutlined /> : STATUS_ICONS[status])}
      </div>
      {title !== undefined && <div className="result__title">{title}</div>}
      {subTitle !== undefined && <div className="result__subtitle">{subTitle}</div>}
      {extra !== undefined && <div className="result__extra">{extra}</div>}
    </div>
  );
}
