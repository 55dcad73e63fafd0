import { useId, type ReactNode } from 'react';

/** One stage of the brand identity page: a section named by its heading, with a line saying what it holds. */
export function Section(props: { title: string; lead: string; testId: string; manual?: boolean; children: ReactNode }) {
  const heading = useId();
  return (
    <section className="vi-section" aria-labelledby={heading} data-testid={props.testId} data-manual={props.manual}>
      <div className="vi-section__head">
        <h2 id={heading}>{props.title}</h2>
        <p>{props.lead}</p>
      </div>
      {props.children}
    </section>
  );
}
