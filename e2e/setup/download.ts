import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits for running animations (antd's menu slide and dialog zoom, a
 * transition of a colour) to end — a click during them can land beside its
 * target, a picture taken during them shows a page half-way —; endless ones
 * (a spinner) and antd's click wave do not count. Asked every 50 ms, not on
 * every frame: the page is left to do its own work.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getTiming().iterations === Infinity ||
            (a.effect instanceof KeyframeEffect && a.effect.target instanceof Element && a.effect.target.classList.contains('ant-wave')),
        ),
    undefined,
    { polling: 50 },
  );
}

/**
 * Chooses an item of a menu, list or confirmation just opened, once it stands
 * open (there, and `settled`): a click during the popup's opening slide was
 * lost under load (the add menu's new slide never came; the enquiry's
 * industry stayed empty).
 */
export async function chooseOpened(item: Locator): Promise<void> {
  await item.waitFor();
  await settled(item.page());
  await item.click();
}

/** Formats that ask for a size first (the size dialog of spec 01 §2). */
const SIZED = /^(png|jpg)-(low|high)$|^pdf$/;

/**
 * Downloads one format of one card as a user does: the card's Download menu,
 * the format, and for sized formats the size dialog's Download button (at the
 * preset it opens on). Returns once the dialog has closed.
 */
export async function downloadCard(page: Page, variant: string, format: string): Promise<{ name: string; body: Buffer }> {
  await page.getByTestId(`download-${variant}`).click();
  const item = page.getByTestId(`download-${variant}-${format}`);
  await item.waitFor();
  await settled(page);
  const dialog = page.getByTestId('size-dialog-file');
  // One wait covers the dialog, its button and the render (a first Chinese render also reads the CJK font).
  const downloaded = page.waitForEvent('download', { timeout: 45_000 });
  await item.click();
  // Sized formats ask for a size first, where the page has the size dialog:
  // whichever comes first, the dialog or the file, decides (a slow machine may
  // take its time to open the dialog).
  if (SIZED.test(format)) {
    const first = await Promise.race([
      dialog.waitFor({ timeout: 15_000 }).then(() => 'dialog' as const, () => 'none' as const),
      downloaded.then(() => 'file' as const, () => 'none' as const),
    ]);
    if (first === 'dialog') {
      await settled(page);
      await page.getByTestId('size-download').click();
    }
  }
  const dl = await downloaded;
  // The dialog closes after its file and gives the focus back to the card's
  // menu button as it goes: the caller's next key must not meet that move.
  await dialog.waitFor({ state: 'hidden' });
  await settled(page);
  return { name: dl.suggestedFilename(), body: readFileSync(await dl.path()) };
}
