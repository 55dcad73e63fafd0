import './spinner.css';

/**
 * A turning ring in the brand's blue: something is under way. Decoration
 * only, the text or status beside it saying what; or, given `label`, a status
 * of its own that a screen reader reads ("Loading…") where nothing else says it.
 */
export function Spinner({ size = 14, label, className }: { size?: number; label?: string; className?: string }) {
  const ring = <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
  if (label === undefined) return ring;
  return (
    <span className={className} role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
