import { Children, forwardRef, type Ref, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './button.css';

type Native = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'download'>;

export interface ButtonProps extends Native {
  /** The look: outlined (default), filled (primary), bare (text) or a link. */
  type?: 'default' | 'primary' | 'text' | 'link';
  /** A primary button drawn as an outline on the background. */
  ghost?: boolean;
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** A round button (an icon alone) or a pill. */
  shape?: 'circle' | 'round';
  block?: boolean;
  icon?: ReactNode;
  /** Busy: a spinner in place of the icon, not pressable until it is done. */
  loading?: boolean;
  /** The button's own type (a form's submit); `type` is its look. */
  htmlType?: 'button' | 'submit' | 'reset';
  'data-testid'?: string;
}

/**
 * The area's button: antd's look (web/app/theme.ts: the same colours, sizes,
 * radii and states, drawn by button.css) without antd's runtime, so the pages
 * of the first load draw it without its style engine. With `href` it is a
 * link drawn as a button. The label is kept as written (no space put inside
 * two Chinese characters).
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(
  { type = 'default', ghost, danger, size = 'middle', shape, block, icon, loading, htmlType = 'button', className, children, href, disabled, onClick, ...rest },
  ref,
) {
  const classes = [
    'btn',
    `btn--${type}`,
    ghost && 'btn--ghost',
    danger && 'btn--danger',
    size !== 'middle' && `btn--${size}`,
    shape && `btn--${shape}`,
    block && 'btn--block',
    loading && 'btn--loading',
    (icon || loading) && (children === undefined || children === null || children === false) && 'btn--icon-only',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const inner = (
    <>
      {loading ? <span className="btn__spinner" aria-hidden="true" /> : icon ? <span className="btn__icon">{icon}</span> : null}
      {/* Each text its own box and each element as it is, spaced by the button's gap (as antd's). */}
      {Children.map(children, (child) => (typeof child === 'string' || typeof child === 'number' ? <span>{child}</span> : child))}
    </>
  );
  if (href !== undefined && !disabled) {
    const { target, rel, download, ...anchorRest } = rest;
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        className={classes}
        href={href}
        target={target}
        rel={rel}
        download={download}
        aria-busy={loading || undefined}
        onClick={loading ? (e) => e.preventDefault() : (onClick as AnchorHTMLAttributes<HTMLAnchorElement>['onClick'])}
        {...(anchorRest as AnchorHTMLAttributes<HTMLAnchorElement>)}
      >
        {inner}
      </a>
    );
  }
  const { target: _t, rel: _r, download: _d, ...buttonRest } = rest;
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...buttonRest}
    >
      {inner}
    </button>
  );
});
