import './switch.css';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Busy: the handle turns and the switch waits (as antd's, not pressable meanwhile). */
  loading?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** An on/off switch (role "switch"): antd's look under the area's theme (switch.css), without antd's runtime. */
export function Switch({ checked, onChange, loading, disabled, 'aria-label': label, 'data-testid': testId }: Props) {
  const off = Boolean(disabled || loading);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={loading || undefined}
      disabled={off}
      className={`switch${checked ? ' switch--checked' : ''}${loading ? ' switch--loading' : ''}`}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      <span className="switch__handle">{loading && <span className="switch__spinner" aria-hidden="true" />}</span>
    </button>
  );
}
