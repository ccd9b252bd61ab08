import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, AdminPanelPage } from '../pages/admin-page';
import {
  loginThroughApi,
  newAccount,
  originHeaders,
  registerThroughApi,
} from '../pages/auth-page';
import { askThroughApi, toast, uniqueWord } from '../pages/questions-page';
import { aiProviderOn, requireAdmin } from '../support/env';

/**
 * The admin panel in a browser: figures, member management, moderation of both
 * locales' questions and of reports, the sitemap download and the live feed.
 */

/** Someone else, in a browser of their own, signed up as a new member. */
async function newMember(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = newAccount('Karim', 'Member');
  await registerThroughApi(page.request, baseURL, account);
  return { context, page, account };
}

/** Signs the page's browser in as the e2e admin and opens the panel. */
async function openPanel(page: Page, baseURL: string | undefined) {
  await loginThroughApi(page.request, baseURL, ADMIN);
  const admin = new AdminPanelPage(page);
  await admin.goto();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admin Panel' }),
  ).toBeVisible();
  return admin;
}

test.describe('admin panel', () => {
  test.beforeEach(() => requireAdmin());

  test('an admin sees the figures, promotes a member and changes their plan', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers and every part of the panel: 30 s was not enough against a
    // deployment with months of data while other work ran.
    test.slow();
    const member = await newMember(browser, baseURL);
    // Before the promotion the member is turned away from the admin API.
    expect((await member.page.request.get('/api/admin/stats')).status()).toBe(
      403,
    );
    await member.page.goto('/admin');
    await expect(
      member.page.getByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeVisible();

    const admin = await openPanel(page, baseURL);
    for (const name of [
      'users',
      'en-questions',
      'fr-questions',
      'answers',
      'ai-answers',
      'open-reports',
    ])
      await expect(admin.stat(name)).toHaveText(/^\d[\d,]*$/);
    // With a provider, the assistant's card says how its calls went.
    if (await aiProviderOn(page.request))
      await expect(
        page.locator('[data-testid^="admin-provider-calls-"]').first(),
      ).toHaveText(
        /^(OpenAI|Gemini): (last answered|no calls yet|\d+ calls? failed)/,
      );

    await admin.searchUsers(member.account.username);
    const row = admin.userRow(member.account.username);
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
    await expect(row.getByTestId('admin-user-email')).toHaveText(
      member.account.email,
    );
    await expect(row.getByTestId('admin-user-role')).toHaveText('Member');

    await row.getByRole('button', { name: 'Make Admin' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Make Admin' })
      .click();
    await expect(toast(page)).toContainText('User updated successfully');
    await expect(row.getByTestId('admin-user-role')).toHaveText('Admin');
    await expect(
      row.getByRole('button', { name: 'Remove Admin' }),
    ).toBeVisible();
    expect((await member.page.request.get('/api/admin/stats')).status()).toBe(
      200,
    );
    // The member's open Access Denied page lets them in at once: no reload,
    // no return to the tab (the server tells the member's live connection).
    await expect(
      member.page.getByRole('heading', { level: 1, name: 'Admin Panel' }),
    ).toBeVisible();

    const plan = row.getByRole('combobox', {
      name: `Plan for ${member.account.username}`,
    });
    await expect(plan).toHaveValue('free');
    // The promotion's toast may still be showing: wait for the plan's own call.
    const planSaved = page.waitForResponse(
      (r) =>
        /\/api\/admin\/users\/\d+\/plan$/.test(new URL(r.url()).pathname) &&
        r.request().method() !== 'GET',
    );
    await plan.selectOption('pro');
    expect((await planSaved).ok()).toBe(true);
    await expect(toast(page)).toContainText('User updated successfully');
    const stats = await member.page.request.get('/api/translator/stats');
    expect(await stats.json()).toMatchObject({ account_type: 'pro' });

    // Both changes are in the audit log, under readable names.
    const audit = page.getByTestId('admin-audit');
    await expect(
      audit
        .getByTestId('admin-audit-entry')
        .filter({ hasText: 'Made admin' })
        .filter({ hasText: member.account.username }),
    ).toHaveCount(1);
    await expect(
      audit
        .getByTestId('admin-audit-entry')
        .filter({ hasText: 'Changed plan' })
        .filter({ hasText: `${member.account.username}: Free → Pro` }),
    ).toHaveCount(1);

    // After a reload the list still shows the new role and plan.
    await page.reload();
    await admin.searchUsers(member.account.username);
    await expect(row.getByTestId('admin-user-role')).toHaveText('Admin');
    await expect(plan).toHaveValue('pro');
    await member.context.close();
  });

  test('an admin deletes a French question after confirming', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = await newMember(browser, baseURL);
    const title = `Comment dit-on ${uniqueWord()} en darija ?`;
    const id = await askThroughApi(
      member.page.request,
      baseURL,
      { title, language: 'fr', targetLanguage: 'dz' },
      'fr',
    );

    const admin = await openPanel(page, baseURL);
    const item = admin.question('fr', title);
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/fr/question/${id}`,
    );

    // Cancelling keeps it.
    await item.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(item).toHaveCount(1);

    // A double-click on the dialog's button deletes once.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'DELETE' &&
        new URL(request.url()).pathname.endsWith(`/questions/${id}`)
      )
        deletes.push(request.url());
    });
    await item.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .dblclick();
    await expect(toast(page)).toContainText(
      'French question deleted successfully',
    );
    await expect(item).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    expect(
      (await member.page.request.get(`/api/fr/questions/${id}`)).status(),
    ).toBe(404);
    await member.context.close();
  });

  test('an admin dismisses a report and the question stays', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = await newMember(browser, baseURL);
    const title = `Is ${uniqueWord()} a polite word in Darija?`;
    const questionId = await askThroughApi(member.page.request, baseURL, {
      title,
      language: 'en',
      targetLanguage: 'dz',
    });
    const reported = await member.page.request.post('/api/reports', {
      headers: originHeaders(baseURL),
      data: { questionId, reason: 'spam', details: 'Looks like an advert' },
    });
    expect(reported.status()).toBe(201);

    const admin = await openPanel(page, baseURL);
    const report = admin.report(title);
    await expect(report).toHaveCount(1);
    await expect(report.getByTestId('admin-report-reason')).toHaveText('Spam');
    await expect(report.getByTestId('admin-report-details')).toHaveText(
      'Looks like an advert',
    );
    await expect(report.getByTestId('admin-report-reporter')).toHaveText(
      `Reported by ${member.account.username}`,
    );

    await report.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast(page)).toContainText('Report dismissed');
    await expect(report).toHaveCount(0);
    await expect(admin.question('en', title)).toHaveCount(1);
    expect(
      (await member.page.request.get(`/api/questions/${questionId}`)).status(),
    ).toBe(200);
    await member.context.close();
  });

  test('an admin downloads the sitemap as sitemap.xml', async ({
    page,
    baseURL,
  }) => {
    await openPanel(page, baseURL);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('admin-sitemap-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('sitemap.xml');
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toMatch(/<urlset|<sitemapindex/);
    await expect(toast(page)).toContainText('Sitemap generated successfully');
  });

  test('the live feed shows a question another browser posts', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await openPanel(page, baseURL);
    await admin.waitUntilLive();
    const member = await newMember(browser, baseURL);
    const title = `Live check ${uniqueWord()}: how do you say thanks?`;
    const id = await askThroughApi(member.page.request, baseURL, {
      title,
      language: 'en',
      targetLanguage: 'dz',
    });
    const entry = admin.entry('question', title);
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/question/${id}`,
    );
    await member.context.close();
  });

  test("the note on the admin's own row is read in full, in English and French, on a wide screen and a phone", async ({
    page,
    baseURL,
  }) => {
    await openPanel(page, baseURL);
    for (const [path, search] of [
      ['/admin', 'Search users'],
      ['/fr/admin', 'Rechercher des utilisateurs'],
    ]) {
      await page.goto(path);
      await page.getByRole('searchbox', { name: search }).fill(ADMIN.email);
      const note = page.getByTestId('admin-user-self-note');
      await expect(note).toBeVisible();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        // Each line of the note is seen whole without scrolling sideways:
        // none runs past its own box nor past the box the table scrolls in.
        const cut = await note.evaluate((element) => {
          const box = (
            element.closest('.rt-ScrollAreaViewport') ??
            document.documentElement
          ).getBoundingClientRect();
          return [...element.children]
            .filter((line) => {
              const at = line.getBoundingClientRect();
              return (
                line.scrollWidth > line.clientWidth + 1 ||
                at.left < box.left - 1 ||
                at.right > box.right + 1
              );
            })
            .map((line) => line.textContent);
        });
        expect({ path, width, cut }).toEqual({ path, width, cut: [] });
      }
    }
  });

  test('the panel fits a 390 px wide phone screen', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = await openPanel(page, baseURL);
    await expect(page.getByTestId('admin-users-table')).toBeVisible();
    await expect(page.getByTestId('admin-audit')).toBeVisible();
    await admin.waitUntilLive();
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const table = page.getByTestId('admin-users-table');
    const box = await table.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(390);
    // The users table stacks each member's cells: nothing in it needs a
    // sideways scroll, and every row's plan and actions are on screen.
    const row = page.getByTestId('admin-user-row').first();
    for (const control of [
      row.getByRole('combobox'),
      row.getByRole('button').last(),
    ]) {
      const at = await control.boundingBox();
      expect(at).not.toBeNull();
      expect(at!.x).toBeGreaterThanOrEqual(0);
      expect(at!.x + at!.width).toBeLessThanOrEqual(390);
    }
    const overflow = await table.evaluate((element) => {
      const viewport = element.querySelector('.rt-ScrollAreaViewport');
      return viewport ? viewport.scrollWidth - viewport.clientWidth : -1;
    });
    expect(overflow).toBe(0);
  });
});
