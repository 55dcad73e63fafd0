/** The product's small square mark (decorative; the name beside it is the text). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b95ff" />
          <stop offset="1" stopColor="#2f66d8" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#brand-mark-fill)" />
      <path d="M10 8h4v12h8v4H10z" fill="#fff" />
      <circle cx="22" cy="11" r="3" fill="#ffd666" />
    </svg>
  );
}
