import { Alert } from './Alert';
import { Button } from './Button';
import { Component, type ReactNode } from 'react';
import { useT } from '../i18n';

/** The small message a failed part shows in its place, with the way to draw it again. */
function PartFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.partFailed')}
      action={
        <Button size="small" onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('common.retry')}
        </Button>
      }
      data-testid={testId}
    />
  );
}

interface Props {
  children: ReactNode;
  /** Test id of the message shown in the part's place (its retry button: `{testId}-retry`). */
  testId?: string;
}

/**
 * Keeps a fault of one part of a page (a render, an effect) inside that part:
 * React unmounts the whole tree above an error nobody catches, so without
 * this one stage's fault blanked the brand identity page. The part shows a
 * small message with a retry that draws it afresh; the rest stays as it is.
 * (React itself reports the caught error to the console.)
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (this.state.failed) return <PartFailed onRetry={this.retry} testId={this.props.testId ?? 'part-failed'} />;
    return this.props.children;
  }
}
