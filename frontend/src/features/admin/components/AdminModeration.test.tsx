import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FetchHandler } from '../../../test/render-app';
import {
  FakeAdminServer,
  makeAuditEntry,
  makeQuestion,
  makeReport,
  serverError,
  unauthorized,
} from '../test/admin-server';
import { adminRow, renderAdmin } from '../test/render-admin';

const navigateToServer = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/server-navigation', () => ({ navigateToServer }));

const greeting = makeQuestion({
  id: 31,
  title: 'How do you say hello in Darija?',
  answerCount: 3,
  user: {
    id: 21,
    username: 'layla',
    profileImageUrl: null,
    nativeLanguages: ['ar'],
  },
});
const arabic = makeQuestion({
  id: 32,
  title: 'ما معنى كلمة "بزاف"؟',
  titleDir: 'rtl',
  answerCount: 1,
  user: null,
});
const merci = makeQuestion({
  id: 41,
  title: 'Comment dit-on merci en darija ?',
  answerCount: 2,
});
const spam = makeReport({
  id: 51,
  questionId: 31,
  reason: 'spam',
  details: 'Advertising a shop',
  excerpt: 'How do you say hello in Darija?',
  reporter: { id: 7, username: 'amina' },
  link: '/question/31',
});
const rude = makeReport({
  id: 52,
  answerId: 77,
  reason: 'offensive',
  details: 'كلام غير لائق',
  excerpt: 'A rude answer',
  reporter: null,
  link: '/fr/question/12',
});

function server() {
  return new FakeAdminServer(
    { ...adminRow },
    {
      questions: { en: [{ ...greeting }, { ...arabic }], fr: [{ ...merci }] },
      reports: [{ ...spam }, { ...rude }],
    },
  );
}

/** A question of the `locale` list, once it is shown. */
async function questionItem(locale: 'en' | 'fr', title: string) {
  // The first render also loads the page's code.
  const list = await screen.findByTestId(
    `admin-questions-${locale}`,
    {},
    { timeout: 5000 },
  );
  const link = await within(list).findByText(title, {}, { timeout: 5000 });
  return link.closest('li') as HTMLElement;
}

/** `n` questions of `locale`, newest first: "<prefix> 01", "<prefix> 02"… */
function numbered(n: number, prefix: string, locale: 'en' | 'fr' = 'en') {
  return Array.from({ length: n }, (_, i) =>
    makeQuestion({
      locale,
      title: `${prefix} ${String(i + 1).padStart(2, '0')}`,
    }),
  );
}

/** The titles a locale's list shows. */
function shownTitles(locale: 'en' | 'fr') {
  return within(screen.getByTestId(`admin-questions-${locale}`))
    .getAllByTestId('admin-question-title')
    .map((link) => link.textContent);
}

async function reportItem(id: number) {
  await screen.findAllByTestId('admin-report', {}, { timeout: 5000 });
  return document.querySelector(
    `[data-testid="admin-report"][data-report-id="${id}"]`,
  ) as HTMLElement;
}

async function confirm(name: string) {
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

// Whole-app renders of a busy page: slower than a unit test.
describe('admin page: questions and reports', { timeout: 20_000 }, () => {
  it('lists the latest questions of each locale, user text in its own direction', async () => {
    renderAdmin(server());
    const item = await questionItem('en', greeting.title);
    expect(within(item).getByText('layla')).toBeTruthy();
    expect(within(item).getByText('3 answers')).toBeTruthy();
    expect(within(item).getByText('Darija')).toBeTruthy();
    expect(
      within(item)
        .getByRole('link', { name: greeting.title })
        .getAttribute('href'),
    ).toBe('/question/31');
    const arabicItem = await questionItem('en', arabic.title);
    expect(within(arabicItem).getByText('Deleted user')).toBeTruthy();
    expect(within(arabicItem).getByText('1 answer')).toBeTruthy();
    const arabicTitle = within(arabicItem).getByRole('link', {
      name: arabic.title,
    });
    expect(arabicTitle.closest('[dir="rtl"]')).not.toBeNull();
    const french = await questionItem('fr', merci.title);
    expect(
      within(french)
        .getByRole('link', { name: merci.title })
        .getAttribute('href'),
    ).toBe('/fr/question/41');
  });

  it('deletes an English question after confirming', async () => {
    const api = server();
    renderAdmin(api);
    const item = await questionItem('en', greeting.title);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/How do you say hello in Darija\?/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('DELETE', /\/questions\//)).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await confirm('Delete');
    expect(
      await screen.findByText('Question deleted successfully'),
    ).toBeTruthy();
    expect(api.sent('DELETE', '/api/admin/questions/31')).toHaveLength(1);
    const list = screen.getByTestId('admin-questions-en');
    await waitFor(() =>
      expect(within(list).queryByText(greeting.title)).toBeNull(),
    );
    // The keyboard goes on from the list, not from the top of the page.
    await waitFor(() =>
      expect(list.contains(document.activeElement)).toBe(true),
    );
    // Its report went with it, and the figures follow.
    await waitFor(() =>
      expect(
        screen.getByTestId('admin-stat-open-reports-value').textContent,
      ).toBe('1'),
    );
    expect(screen.getAllByTestId('admin-report')).toHaveLength(1);
    expect(
      screen.getByTestId('admin-stat-en-questions-value').textContent,
    ).toBe('1');
  });

  it('drops a question another admin deleted unheard (the live feed down), once deleting it answers 404', async () => {
    const api = server();
    renderAdmin(api);
    const item = await questionItem('en', greeting.title);
    // Deleted elsewhere while this panel heard nothing of it.
    api.deleteQuestion(greeting.id);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await confirm('Delete');
    expect(await screen.findByText('Failed to delete question')).toBeTruthy();
    const list = screen.getByTestId('admin-questions-en');
    await waitFor(() =>
      expect(within(list).queryByText(greeting.title)).toBeNull(),
    );
  });

  it('deletes a French question through the French endpoint', async () => {
    const api = server();
    renderAdmin(api);
    const item = await questionItem('fr', merci.title);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await confirm('Delete');
    expect(
      await screen.findByText('French question deleted successfully'),
    ).toBeTruthy();
    expect(api.sent('DELETE', '/api/admin/fr/questions/41')).toHaveLength(1);
    expect(api.sent('DELETE', '/api/admin/questions/41')).toEqual([]);
    expect(
      await within(screen.getByTestId('admin-questions-fr')).findByText(
        'No questions yet',
      ),
    ).toBeTruthy();
  });

  it('says when deleting a question fails, in each locale', async () => {
    const api = server();
    api.fail('DELETE', /\/questions\/\d+$/, serverError);
    renderAdmin(api);
    fireEvent.click(
      within(await questionItem('en', greeting.title)).getByRole('button', {
        name: 'Delete',
      }),
    );
    await confirm('Delete');
    expect(await screen.findByText('Failed to delete question')).toBeTruthy();
    fireEvent.click(
      within(await questionItem('fr', merci.title)).getByRole('button', {
        name: 'Delete',
      }),
    );
    await confirm('Delete');
    expect(
      await screen.findByText('Failed to delete French question'),
    ).toBeTruthy();
    expect(await questionItem('fr', merci.title)).toBeTruthy();
  });

  it('shows the French toasts on /fr/admin', async () => {
    const api = server();
    renderAdmin(api, '/fr/admin');
    fireEvent.click(
      within(await questionItem('fr', merci.title)).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    await confirm('Supprimer');
    expect(
      await screen.findByText('Question en français supprimée avec succès'),
    ).toBeTruthy();
    api.fail('DELETE', /\/questions\/\d+$/, serverError);
    fireEvent.click(
      within(await questionItem('en', greeting.title)).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    await confirm('Supprimer');
    expect(
      await screen.findByText('Échec de la suppression de la question'),
    ).toBeTruthy();
  });

  it("pages through a locale's questions twenty at a time, the page on screen until the next arrives", async () => {
    const api = new FakeAdminServer(
      { ...adminRow },
      {
        questions: {
          en: numbered(45, 'Darija question'),
          fr: [{ ...merci }],
        },
      },
    );
    // The second page waits until the test lets it through.
    const serve = api.handle;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    (api as { handle: FetchHandler }).handle = async (url, init) => {
      if (url.includes('/api/admin/questions?') && url.includes('offset=20'))
        await held;
      return serve(url, init);
    };
    renderAdmin(api);
    await questionItem('en', 'Darija question 20');
    expect(shownTitles('en')).toHaveLength(20);
    expect(shownTitles('en')[0]).toBe('Darija question 01');
    const pager = screen.getByTestId('admin-questions-en-pager');
    expect(pager.getAttribute('aria-label')).toBe(
      'English question list pages',
    );
    const range = () =>
      within(pager).getByTestId('admin-questions-en-pager-range').textContent;
    const button = (name: string) =>
      within(pager).getByRole('button', { name }) as HTMLButtonElement;
    expect(range()).toBe('1–20 of 45');
    expect(button('Previous').disabled).toBe(true);
    // The French list fits on one page: no pager.
    await questionItem('fr', merci.title);
    expect(screen.queryByTestId('admin-questions-fr-pager')).toBeNull();

    fireEvent.click(button('Next'));
    await waitFor(() => expect(button('Next').disabled).toBe(true));
    expect(shownTitles('en')[0]).toBe('Darija question 01');
    expect(
      within(screen.getByTestId('admin-questions-en'))
        .getByRole('list')
        .getAttribute('aria-busy'),
    ).toBe('true');
    release();
    await questionItem('en', 'Darija question 21');
    expect(shownTitles('en')).toHaveLength(20);
    expect(shownTitles('en')).not.toContain('Darija question 20');
    expect(range()).toBe('21–40 of 45');

    fireEvent.click(button('Next'));
    await questionItem('en', 'Darija question 45');
    expect(shownTitles('en')).toEqual(
      [41, 42, 43, 44, 45].map((n) => `Darija question ${n}`),
    );
    expect(range()).toBe('41–45 of 45');
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Previous'));
    await questionItem('en', 'Darija question 40');
    expect(range()).toBe('21–40 of 45');
    expect(
      api
        .sent('GET', '/api/admin/questions')
        .map((r) => new URL(r.url, 'http://x').searchParams.get('offset')),
    ).toEqual(['0', '20', '40']);
    expect(api.sent('GET', '/api/admin/fr/questions')).toHaveLength(1);
  });

  it('refreshes the page on screen after a delete, bringing up the next question', async () => {
    const api = new FakeAdminServer(
      { ...adminRow },
      { questions: { en: numbered(45, 'Darija question') } },
    );
    renderAdmin(api);
    const pager = await screen.findByTestId(
      'admin-questions-en-pager',
      {},
      { timeout: 5000 },
    );
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    const item = await questionItem('en', 'Darija question 25');
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await confirm('Delete');
    expect(
      await screen.findByText('Question deleted successfully'),
    ).toBeTruthy();
    await questionItem('en', 'Darija question 41');
    expect(shownTitles('en')).not.toContain('Darija question 25');
    expect(shownTitles('en')).toHaveLength(20);
    expect(
      within(pager).getByTestId('admin-questions-en-pager-range').textContent,
    ).toBe('21–40 of 44');
  });

  it('goes back a page when a delete empties the last one, in French too', async () => {
    const api = new FakeAdminServer(
      { ...adminRow },
      { questions: { fr: numbered(21, 'Question en darija', 'fr') } },
    );
    renderAdmin(api, '/fr/admin');
    const pager = await screen.findByTestId(
      'admin-questions-fr-pager',
      {},
      { timeout: 5000 },
    );
    expect(pager.getAttribute('aria-label')).toBe(
      'Pages de la liste des questions en français',
    );
    fireEvent.click(within(pager).getByRole('button', { name: 'Suivant' }));
    const last = await questionItem('fr', 'Question en darija 21');
    expect(shownTitles('fr')).toEqual(['Question en darija 21']);
    expect(
      within(pager).getByTestId('admin-questions-fr-pager-range').textContent,
    ).toBe('21–21 sur 21');
    fireEvent.click(within(last).getByRole('button', { name: 'Supprimer' }));
    await confirm('Supprimer');
    expect(
      await screen.findByText('Question en français supprimée avec succès'),
    ).toBeTruthy();
    expect(
      api.sent('DELETE', /^\/api\/admin\/fr\/questions\/\d+$/),
    ).toHaveLength(1);
    await questionItem('fr', 'Question en darija 01');
    expect(shownTitles('fr')).toHaveLength(20);
    expect(shownTitles('fr')).not.toContain('Question en darija 21');
    expect(
      within(screen.getByTestId('admin-questions-fr')).queryByTestId(
        'admin-questions-empty',
      ),
    ).toBeNull();
    // Twenty fit on one page: the pager goes.
    expect(screen.queryByTestId('admin-questions-fr-pager')).toBeNull();
  });

  it('shows the report queue and dismisses a report', async () => {
    const api = server();
    renderAdmin(api);
    const first = await reportItem(51);
    expect(within(first).getByTestId('admin-report-reason').textContent).toBe(
      'Spam',
    );
    expect(within(first).getByTestId('admin-report-item').textContent).toBe(
      'Question #31',
    );
    // Each report leads to its page, an answer's to its question's, in its locale.
    expect(
      within(first).getByTestId('admin-report-link').getAttribute('href'),
    ).toBe('/question/31');
    expect(within(first).getByTestId('admin-report-reporter').textContent).toBe(
      'Reported by amina',
    );
    const second = await reportItem(52);
    expect(within(second).getByTestId('admin-report-reason').textContent).toBe(
      'Offensive',
    );
    expect(within(second).getByTestId('admin-report-item').textContent).toBe(
      'Answer #77',
    );
    expect(
      within(second).getByTestId('admin-report-link').getAttribute('href'),
    ).toBe('/fr/question/12');
    expect(
      within(second).getByTestId('admin-report-reporter').textContent,
    ).toBe('Reported by a deleted user');
    const details = within(second).getByTestId('admin-report-details');
    expect(details.textContent).toBe('كلام غير لائق');
    expect(details.getAttribute('dir')).toBe('auto');
    expect(
      within(second).getByTestId('admin-report-excerpt').getAttribute('dir'),
    ).toBe('auto');
    expect(screen.getByTestId('admin-reports-count').textContent).toBe('2');

    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeTruthy();
    expect(api.sent('POST', '/api/admin/reports/51/dismiss')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-report')).toHaveLength(1),
    );
    // Dismissing leaves the question alone.
    expect(await questionItem('en', greeting.title)).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByTestId('admin-stat-open-reports-value').textContent,
      ).toBe('1'),
    );
    const entry = await within(screen.getByTestId('admin-audit')).findByTestId(
      'admin-audit-entry',
    );
    expect(within(entry).getByTestId('admin-audit-action').textContent).toBe(
      'Dismissed report',
    );
    expect(within(entry).getByTestId('admin-audit-target').textContent).toBe(
      'Report #51',
    );
  });

  it('pages the report queue twenty at a time, counting every open report, and goes back when the last page empties', async () => {
    const reports = Array.from({ length: 21 }, (_, i) =>
      makeReport({ id: 100 + i, questionId: 31, excerpt: greeting.title }),
    );
    const api = new FakeAdminServer(
      { ...adminRow },
      { questions: { en: [greeting] }, reports },
    );
    renderAdmin(api);
    const pager = await screen.findByTestId(
      'admin-reports-pager',
      {},
      { timeout: 5000 },
    );
    expect(pager.getAttribute('aria-label')).toBe('Open reports pages');
    expect(screen.getAllByTestId('admin-report')).toHaveLength(20);
    expect(screen.getByTestId('admin-reports-count').textContent).toBe('21');
    expect(
      within(pager).getByTestId('admin-reports-pager-range').textContent,
    ).toBe('1–20 of 21');

    // The oldest report is on the next page.
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-report')).toHaveLength(1),
    );
    const last = await reportItem(120);
    fireEvent.click(within(last).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeTruthy();
    // Its page is empty: back to the first, and twenty fit on one page.
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-report')).toHaveLength(20),
    );
    expect(screen.getByTestId('admin-reports-count').textContent).toBe('20');
    expect(screen.queryByTestId('admin-reports-pager')).toBeNull();
    expect(screen.queryByTestId('admin-reports-empty')).toBeNull();
  });

  it('deletes a reported question after confirming', async () => {
    const api = server();
    renderAdmin(api);
    fireEvent.click(
      within(await reportItem(51)).getByRole('button', { name: 'Delete item' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Delete the reported question?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reported item deleted')).toBeTruthy();
    expect(api.sent('POST', '/api/admin/reports/51/delete-item')).toHaveLength(
      1,
    );
    const list = screen.getByTestId('admin-questions-en');
    await waitFor(() =>
      expect(within(list).queryByText(greeting.title)).toBeNull(),
    );
  });

  it('says when a report action fails, and signs in again when the session expired', async () => {
    const api = server();
    api.fail('POST', /\/dismiss$/, serverError);
    api.fail('POST', /\/delete-item$/, unauthorized);
    renderAdmin(api);
    fireEvent.click(
      within(await reportItem(52)).getByRole('button', { name: 'Dismiss' }),
    );
    expect(await screen.findByText('Failed to dismiss report')).toBeTruthy();
    expect(screen.getAllByTestId('admin-report')).toHaveLength(2);

    fireEvent.click(
      within(await reportItem(52)).getByRole('button', { name: 'Delete item' }),
    );
    await confirm('Delete');
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(navigateToServer).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(navigateToServer).toHaveBeenCalledWith('/api/login'),
    );
  });

  it('drops a question another admin deleted, when the panel hears of it', async () => {
    const api = server();
    const { socket } = renderAdmin(api);
    await questionItem('en', greeting.title);
    await waitFor(() => expect(socket.rooms).toEqual([{ room: 'admin' }]));
    // Deleted from another tab or by another admin.
    api.questions.en = api.questions.en.filter((q) => q.id !== greeting.id);
    act(() =>
      socket.push('admin:changed', { topic: 'questions', locale: 'en' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: greeting.title })).toBeNull(),
    );
    expect(await questionItem('en', arabic.title)).toBeTruthy();
  });

  it('follows a report dismissed elsewhere, and the log', async () => {
    const api = server();
    const { socket } = renderAdmin(api);
    await reportItem(51);
    await waitFor(() => expect(socket.rooms).toEqual([{ room: 'admin' }]));
    // Another admin dismisses report 51.
    api.reports = api.reports.filter((report) => report.id !== 51);
    api.audit.unshift(
      makeAuditEntry({
        action: 'report.dismiss',
        targetType: 'report',
        targetId: 51,
      }),
    );
    act(() => socket.push('admin:changed', { topic: 'reports' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-report')).toHaveLength(1),
    );
    const audit = screen.getByTestId('admin-audit');
    await waitFor(() =>
      expect(
        within(audit).getAllByTestId('admin-audit-target')[0].textContent,
      ).toBe('Report #51'),
    );
    // A log entry alone (a sitemap made elsewhere) is read too.
    api.audit.unshift(
      makeAuditEntry({ action: 'sitemap.generate', targetType: 'sitemap' }),
    );
    act(() => socket.push('admin:changed', { topic: 'audit' }));
    await waitFor(() =>
      expect(within(audit).getAllByTestId('admin-audit-entry')).toHaveLength(2),
    );
  });

  it('reads the queue again when a report it acts on was handled elsewhere', async () => {
    const api = server();
    renderAdmin(api);
    const first = await reportItem(51);
    // Dismissed in another tab, with no live event (the connection was down).
    api.reports = api.reports.filter((report) => report.id !== 51);
    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Failed to dismiss report')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-report')).toHaveLength(1),
    );
    expect(
      document.querySelector(
        '[data-testid="admin-report"][data-report-id="51"]',
      ),
    ).toBeNull();
  });

  it('refreshes the queue when a report arrives in the live feed', async () => {
    const api = server();
    const { socket } = renderAdmin(api);
    await reportItem(51);
    await waitFor(() => expect(socket.rooms).toEqual([{ room: 'admin' }]));
    api.reports.unshift(
      makeReport({ id: 53, questionId: 41, excerpt: merci.title }),
    );
    act(() =>
      socket.push('admin:event', {
        type: 'report.created',
        at: new Date().toISOString(),
        title: 'offensive: question 41',
        link: '/admin',
        report: { reason: 'offensive', questionId: 41, answerId: null },
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-report')).toHaveLength(3),
    );
    expect(screen.getByTestId('admin-reports-count').textContent).toBe('3');
    // The feed words the report in the page's language, as the queue does.
    expect(screen.getByTestId('admin-feed-link').textContent).toBe(
      'Offensive · Question #41',
    );
  });
});
