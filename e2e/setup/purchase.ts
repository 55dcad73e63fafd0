import type { Page } from 'playwright-core';
import { chooseOpened, settled } from './download';

/**
 * Chooses an offer in the open purchase dialog once the dialog stands open
 * (a click during its opening zoom was lost under load: the recommended
 * offer, chosen to begin with, stayed chosen) and waits until the choice has
 * taken.
 */
export async function chooseOffer(page: Page, product: string): Promise<void> {
  await chooseOpened(page.getByTestId(`offer-${product}`));
  await page.locator(`[data-testid="offer-${product}"][data-checked="true"]`).waitFor();
  // The next click (Pay) must not land while the dialog still moves.
  await settled(page);
}

/** Presses Pay in the open purchase dialog once the dialog stands open (a click during its opening was lost under load). */
export async function pay(page: Page): Promise<void> {
  await chooseOpened(page.getByTestId('purchase-pay'));
}

/** Closes the payment notice once it stands open (a click during its opening was lost under load). */
export async function closePaymentNotice(page: Page): Promise<void> {
  await chooseOpened(page.getByTestId('payment-notice-close'));
}
