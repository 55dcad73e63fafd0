import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './setup/axe';
import { screenshotDir, signIn, siteUrl, snapshot } from './setup/browser';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { portalLinks } from '../server/modules/portal/schema';
import { ownServer } from './setup/own-server';
import { people, waitForPath } from './setup/people';
import { startProductServer } from './setup/server';

/*
 * Issue 46: the brand portal's team — the owner invites an editor and a
 * viewer by e-mail; each joins by the mailed address with that e-mail; the
 * editor is in the area for the portal page alone; removal is at once. Then
 * a link outlives its end. Its own product server: the demo people join a
 * team only here, and the server is stopped and started again on its data.
 */
const own = ownServer();
const url = (path: string) => siteUrl('en', path, own.server.port);

async function person(email: string | null, width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await own.contextFor('en', email, width);
  return { ctx, page: await ctx.newPage() };
}

/** The join address mailed to `to` (the local outbox, read by an admin). */
async function invitationTo(admin: Page, to: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      await admin.goto(url(`/admin/mail?to=${encodeURIComponent(to)}`));
      const text = (await admin.locator('[data-testid="mail"]').first().textContent({ timeout: 1000 }).catch(() => '')) ?? '';
      found = /http:\/\/\S+\/join\?t=[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';
      return found;
    })
    .toMatch(/join\?t=/);
  return found;
}

describe('the team of 1001’s brand portal (English site)', () => {
  it('invites an editor and a viewer; each joins with the invited e-mail; the editor manages the portal and nothing else; removed, out at once', async () => {
    const owner = await person('owner@demo.test');
    const admin = await person('admin@demo.test');
    try {
      const page = owner.page;
      await page.goto(url('/download/portal?logo=1001'));
      await page.getByTestId('portal-slug').fill('northwind-team');
      await page.getByTestId('portal-save').click();
      await page.getByTestId('portal-team-empty').waitFor();

      // An address that is not one is said so; then an editor, and a viewer until a day to come.
      await page.getByTestId('portal-team-email').fill('other-at-demo');
      await page.getByTestId('portal-team-invite').click();
      await page.getByText('Enter an e-mail address.').waitFor();
      await page.getByTestId('portal-team-email').fill('other@demo.test');
      await page.getByRole('radio', { name: 'Editor' }).check();
      expect(await page.getByTestId('portal-team-role-help').textContent()).toContain('manages its links');
      await page.getByTestId('portal-team-invite').click();
      await page.getByText('Invitation sent to other@demo.test').waitFor();
      await page.getByTestId('portal-team-email').fill('designer@demo.test');
      await page.getByRole('radio', { name: 'Viewer' }).check();
      const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await page.getByTestId('portal-team-ends').fill(lastDay);
      await page.getByTestId('portal-team-invite').click();
      const viewerRow = page.getByTestId('portal-member').filter({ hasText: 'designer@demo.test' });
      await viewerRow.getByText('Until').waitFor();
      expect(await page.getByTestId('portal-member-state').allTextContents()).toEqual(['Invited', 'Invited']);

      // The editor: signed out, the address asks to sign in and comes back; then the portal page, and only it.
      const editorJoin = await invitationTo(admin.page, 'other@demo.test');
      const editor = await person(null);
      try {
        await editor.page.goto(editorJoin);
        const login = await waitForPath(editor.page, '/login');
        expect(login.searchParams.get('next')).toBe(new URL(editorJoin).pathname + new URL(editorJoin).search);
        await signIn(editor.ctx, 'en', 'other@demo.test', 'demo1234', own.server.port);
        await editor.page.goto(editorJoin);
        await waitForPath(editor.page, '/download/portal');
        await editor.page.locator('h1', { hasText: 'Brand portal' }).waitFor();
        await editor.page.getByTestId('portal-links-empty').or(editor.page.getByTestId('portal-links')).waitFor();
        // The cards below the links come at the first scroll: the counts, and no team.
        await editor.page.mouse.wheel(0, 1500);
        await editor.page.getByTestId('portal-stats').waitFor();
        expect(await editor.page.getByTestId('portal-team').count()).toBe(0);
        expect(await editor.page.getByTestId('side-menu').getByRole('link').allTextContents()).toEqual(['Brand portal']);
        await editor.page.setViewportSize({ width: 390, height: 900 });
        await expectAccessible(editor.page, 'the brand portal page of an editor, phone');
        await snapshot(editor.page, { path: `${screenshotDir}/portal-editor-en-390.png`, fullPage: true });
        // The logo's other pages send the editor back to the portal's.
        await editor.page.goto(url('/download/?logo=1001'));
        await waitForPath(editor.page, '/download/portal');
      } finally {
        await editor.ctx.close();
      }

      // The viewer, signed in already: joins to the brand page with its files.
      const viewer = await person('designer@demo.test');
      try {
        await viewer.page.goto(await invitationTo(admin.page, 'designer@demo.test'));
        await waitForPath(viewer.page, '/b/northwind-team');
        await viewer.page.locator('#files a[download]').first().waitFor();
        // What a viewer may not do: the portal's settings, links, e-mails and team.
        const answers = await viewer.page.evaluate(async () =>
          Promise.all(['', '/links', '/emails', '/members'].map(async (part) => (await fetch(`/api/logo/1001/portal${part}`)).status)),
        );
        expect(answers).toEqual([403, 403, 403, 403]);
        const invite = await viewer.page.evaluate(async () => {
          const res = await fetch('/api/logo/1001/portal/links', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ label: 'Mine', kind: 'public' }) });
          return res.status;
        });
        expect(invite).toBe(403);
      } finally {
        await viewer.ctx.close();
      }

      await page.reload();
      await page.getByTestId('portal-member').first().waitFor();
      expect(await page.getByTestId('portal-member-state').allTextContents()).toEqual(['In the team', 'In the team']);
      await expectAccessible(page, 'the brand portal page with its team');
      await snapshot(page, { path: `${screenshotDir}/portal-team-en-1280.png`, fullPage: true });

      // The editor removed after a confirmation: out at once.
      const editorRow = page.getByTestId('portal-member').filter({ hasText: 'other@demo.test' });
      await editorRow.getByTestId('portal-member-remove').click();
      await page.getByTestId('portal-member-remove-ok').click();
      await editorRow.getByTestId('portal-member-state').filter({ hasText: 'Removed' }).waitFor();
      const removed = await person('other@demo.test');
      try {
        await removed.page.goto(url('/login'));
        const answers = await removed.page.evaluate(async () => [(await fetch('/api/logo/1001/portal')).status, (await fetch('/api/logo/details?logo=1001')).status]);
        expect(answers).toEqual([403, 403]);
      } finally {
        await removed.ctx.close();
      }
    } finally {
      await owner.ctx.close();
      await admin.ctx.close();
    }
  });
});

describe('a link whose time has run out (the last journey of this server: it is stopped and started again)', () => {
  it('tells its stranger it has expired, and the owner’s list says so', async () => {
    const owner = await person('owner@demo.test');
    let address: URL;
    try {
      await owner.page.goto(url('/download/portal?logo=1001'));
      await owner.page.getByTestId('portal-slug').waitFor();
      if ((await owner.page.getByTestId('portal-live').count()) === 0) {
        await owner.page.getByTestId('portal-slug').fill('northwind-team');
        await owner.page.getByTestId('portal-save').click();
      }
      await owner.page.getByTestId('portal-link-label').fill('Sign shop');
      await owner.page.getByTestId('portal-link-days').selectOption('7');
      await owner.page.getByTestId('portal-link-create').click();
      address = new URL(await owner.page.getByTestId('portal-link').filter({ hasText: 'Sign shop' }).getByTestId('portal-link-address').inputValue());
    } finally {
      await owner.ctx.close();
    }

    // A week on: the server stopped, its link's end moved to a minute ago in its database, the server started on that data.
    await own.server.stop({ keepData: true });
    const database = await openDatabase({ dir: join(own.server.dataDir, 'db') });
    try {
      const ended = await database.db.update(portalLinks).set({ expires_at: new Date(Date.now() - 60_000) }).where(eq(portalLinks.label, 'Sign shop')).returning();
      expect(ended.length).toBe(1);
    } finally {
      await database.close();
    }
    const later = await startProductServer({}, { from: own.server.dataDir });
    const { contextFor } = people(() => own.browser, () => later.port);
    try {
      address.port = String(later.port);
      const stranger = await contextFor('en', null, 390);
      try {
        const page = await stranger.newPage();
        expect((await page.goto(address.href))?.status()).toBe(410);
        await page.getByText('This link has expired. Ask the brand’s owner for a new one.').waitFor();
        await expectAccessible(page, 'an expired link, phone');
        await snapshot(page, { path: `${screenshotDir}/brand-page-expired-en-390.png` });
      } finally {
        await stranger.close();
      }
      const ownerAgain = await contextFor('en', 'owner@demo.test');
      try {
        const page = await ownerAgain.newPage();
        await page.goto(siteUrl('en', '/download/portal?logo=1001', later.port));
        const row = page.getByTestId('portal-link').filter({ hasText: 'Sign shop' });
        await row.getByTestId('portal-link-state').filter({ hasText: 'Expired' }).waitFor();
        expect(await row.getByTestId('portal-link-address').count()).toBe(0);
      } finally {
        await ownerAgain.close();
      }
    } finally {
      await later.stop();
    }
  });
});
