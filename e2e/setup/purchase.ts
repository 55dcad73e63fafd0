import type { Page } from 'playwright-core';
import { settled } from './download';

/**
 * Chooses an offer in the open purchase dialog and waits until the choice
 * has taken: a click during the dialog's opening animation may not, and the
 * recommended offer is chosen to begin with.
 */
export async function chooseOffer(page: Page, product: string): Promise<void> {
  await page.getByTestId(`offer-${product}`).click();
  await page.locator(`[data-testid="offer-${product}"][data-checked="true"]`).waitFor();
  // The next click (Pay) must not land while the dialog still moves.
  await settled(page);
}
