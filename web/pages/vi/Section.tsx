import { useId, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';

/**
 * One stage of the brand identity page: a section named by its heading, with a
 * line saying what it holds. A fault of its content stays in it: the heading
 * stays, a message with a retry takes the content's place.
 */
export function Section(props: { title: string; lead: string; testId: string; manual?: boolean; children: ReactNode }) {
  const heading = useId();
  return (
    <section className="vi-section" aria-labelledby={heading} data-testid={props.testId} data-manual={props.manual}>
      <div className="vi-section__head">
        <h2 id={heading}>{props.title}</h2>
        <p>{props.lead}</p>
      </div>
      <ErrorBoundary testId={`${props.testId}-failed`}>{props.children}</ErrorBoundary>
    </section>
  );
}
