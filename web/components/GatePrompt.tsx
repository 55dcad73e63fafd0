import { LockOutlined } from '@ant-design/icons';
import { Alert } from './Alert';
import { Button } from './Button';

/** What a gated page says to a viewer it refuses, and the words of the button that takes them on. */
export interface GatePromptText {
  text: string;
  button: string;
}

/** The prompt for a refusal, from the page's own words for each one it can meet (none: null). */
export function gatePromptFor(refusal: string | null, texts: Partial<Record<string, GatePromptText>>): GatePromptText | null {
  return refusal ? (texts[refusal] ?? null) : null;
}

/**
 * The notice above a gated page's cards (icons, mockups, business cards,
 * templates): why they are locked and one button to the next step (sign in,
 * buy, upgrade). Its test ids are `{testId}` and `{testId}-button`.
 */
export function GatePrompt({ prompt, className, testId, onOpen }: { prompt: GatePromptText | null; className: string; testId: string; onOpen: () => void }) {
  if (!prompt) return null;
  return (
    <Alert
      className={className}
      type="info"
      showIcon
      icon={<LockOutlined />}
      data-testid={testId}
      title={prompt.text}
      action={
        <Button type="primary" onClick={onOpen} data-testid={`${testId}-button`}>
          {prompt.button}
        </Button>
      }
    />
  );
}
