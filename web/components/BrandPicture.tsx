import './brand-picture.css';

/** How the logo sits in a tool's picture. */
export type PictureFrame = 'site' | 'mail' | 'card' | 'scene' | 'post' | 'swatches' | 'avatar';

/**
 * The little picture of a brand tool (the brand package's tiles, the design
 * hub's cards): the logo in the place that tool puts it, drawn with CSS
 * around the composer's picture.
 */
export function BrandPicture({
  frame,
  picture,
  white,
  colours,
}: {
  frame: PictureFrame;
  /** The logo on no background (data URL). */
  picture: string | null;
  /** The white logo, for coloured grounds. */
  white: string | null;
  colours: readonly string[];
}) {
  const img = (src: string | null, className = 'brand-picture__logo') => (src ? <img className={className} src={src} alt="" /> : null);
  switch (frame) {
    case 'mail':
      return (
        <span className="tile-mail">
          <span className="tile-mail__lines" />
          <span className="tile-mail__sig">
            {img(picture, 'tile-mail__logo')}
            <span className="tile-mail__who" />
          </span>
        </span>
      );
    case 'card':
      return <span className="tile-card">{img(picture)}</span>;
    case 'avatar':
      return <span className="tile-avatar">{img(picture)}</span>;
    case 'swatches':
      return (
        <span className="tile-swatches">
          {colours.slice(0, 4).map((c) => (
            <i key={c} style={{ background: c }} />
          ))}
        </span>
      );
    case 'post':
      return <span className="tile-post">{img(white)}</span>;
    case 'scene':
      return <span className="tile-scene">{img(picture)}</span>;
    default:
      return <span className="tile-site">{img(picture)}</span>;
  }
}
