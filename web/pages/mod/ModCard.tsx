import { useId, type ReactNode } from 'react';

/**
 * A card of the designer-fix pages (the request, the files, the sources, the
 * designer): antd's Card look (mod.css) — its title a heading under the
 * page's h1, a control beside it (`extra`), the body below — named by its title.
 */
export function ModCard({ title, extra, children, 'data-testid': testId }: { title: string; extra?: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  const id = useId();
  return (
    <section className="mod-card" aria-labelledby={id} data-testid={testId}>
      <div className="mod-card__head">
        <h2 id={id} className="mod-card__title">
          {title}
        </h2>
        {extra && <div className="mod-card__extra">{extra}</div>}
      </div>
      <div className="mod-card__body">{children}</div>
    </section>
  );
}
