import './spinner.css';

/** A turning ring in the brand's blue: something is under way. Decoration only; the text or status beside it says what. */
export function Spinner({ size = 14 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
