import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath } from '../../../test/render-app';
import type { AuditEntry } from '../api/get-audit-log';
import {
  FakeAdminServer,
  makeQuestion,
  makeReport,
  makeUser,
  serverError,
  SITEMAP_XML,
  unauthorized,
} from '../test/admin-server';
import { adminRow, renderAdmin } from '../test/render-admin';

const navigateToServer = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/server-navigation', () => ({ navigateToServer }));

function server() {
  return new FakeAdminServer(
    { ...adminRow },
    {
      users: [makeUser({ username: 'layla' }), makeUser({ username: 'omar' })],
      questions: {
        en: [
          makeQuestion({ answerCount: 3 }),
          makeQuestion({ answerCount: 4 }),
        ],
        fr: [makeQuestion({ answerCount: 2 })],
      },
      reports: [makeReport({ questionId: 1 })],
    },
  );
}

/** A button of the content tools, once the page is shown. */
async function toolButton(testId: string) {
  // The first render also loads the page's code.
  return screen.findByTestId(testId, {}, { timeout: 5000 });
}

const urlApi = URL as unknown as {
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
};
const originalUrlApi = {
  createObjectURL: urlApi.createObjectURL,
  revokeObjectURL: urlApi.revokeObjectURL,
};

afterEach(() => {
  urlApi.createObjectURL = originalUrlApi.createObjectURL;
  urlApi.revokeObjectURL = originalUrlApi.revokeObjectURL;
});

// Whole-app renders of a busy page: slower than a unit test.
describe(
  'admin page: tools, audit log and figures',
  { timeout: 20_000 },
  () => {
    it('seeds each demo set and shows what was added', async () => {
      const api = server();
      renderAdmin(api);
      fireEvent.click(await toolButton('admin-seed-general-button'));
      expect(
        await screen.findByText('Database seeded successfully'),
      ).toBeTruthy();
      expect(
        screen.getByText('Added 2 users, 3 questions and 5 answers.', {
          selector: '.toast-description',
        }),
      ).toBeTruthy();
      expect(screen.getByTestId('admin-seed-general-result').textContent).toBe(
        'Added 2 users, 3 questions and 5 answers.',
      );
      expect(api.sent('POST', '/api/admin/seed')).toHaveLength(1);
      // The figures and lists take the new content in.
      await waitFor(() =>
        expect(
          screen.getByTestId('admin-stat-en-questions-value').textContent,
        ).toBe('5'),
      );

      // A second run adds nothing, and says so, not that it seeded.
      fireEvent.click(screen.getByTestId('admin-seed-general-button'));
      await waitFor(() =>
        expect(
          screen.getByTestId('admin-seed-general-result').textContent,
        ).toBe('Already loaded: nothing was added.'),
      );
      expect(await screen.findByText('Nothing to add')).toBeTruthy();
      expect(screen.queryByText('Database seeded successfully')).toBeNull();

      fireEvent.click(screen.getByTestId('admin-seed-darija-button'));
      expect(
        await screen.findByText('Darija questions seeded successfully!'),
      ).toBeTruthy();
      expect(screen.getByTestId('admin-seed-darija-result').textContent).toBe(
        'Added 1 user, 4 questions and 8 answers.',
      );
      fireEvent.click(screen.getByTestId('admin-seed-darija-french-button'));
      await waitFor(() =>
        expect(
          screen.getByTestId('admin-seed-darija-french-result').textContent,
        ).toBe('Added 0 users, 2 questions and 1 answer.'),
      );
      expect(
        screen.getByText('Darija questions seeded successfully!'),
      ).toBeTruthy();
      expect(api.sent('POST', '/api/admin/seed-darija-french')).toHaveLength(1);
      await waitFor(() =>
        expect(
          screen.getByTestId('admin-stat-fr-questions-value').textContent,
        ).toBe('3'),
      );
    });

    it('says which seeding failed', async () => {
      const api = server();
      api.fail('POST', /^\/api\/admin\/seed/, serverError);
      renderAdmin(api);
      const cases: [string, string][] = [
        ['admin-seed-general-button', 'Failed to seed database'],
        ['admin-seed-darija-button', 'Failed to seed Darija questions'],
        [
          'admin-seed-darija-french-button',
          'Failed to seed Darija French questions',
        ],
      ];
      for (const [button, message] of cases) {
        fireEvent.click(await toolButton(button));
        expect(await screen.findByText(message)).toBeTruthy();
      }
      expect(screen.queryByTestId('admin-seed-general-result')).toBeNull();
    });

    it('sends an expired session to the re-login endpoint, or to the sign-in page for the Darija sets', async () => {
      const api = server();
      api.fail('POST', /^\/api\/admin\/seed/, unauthorized);
      const { router } = renderAdmin(api, '/fr/admin');
      // What the page shows at the moment it leaves (however slow the machine).
      const shownWhenLeaving: boolean[] = [];
      navigateToServer.mockImplementationOnce(() =>
        shownWhenLeaving.push(
          screen.queryByText(
            'Vous êtes déconnecté. Reconnexion en cours...',
          ) !== null,
        ),
      );
      fireEvent.click(await toolButton('admin-seed-general-button'));
      expect(await screen.findByText('Non autorisé')).toBeTruthy();
      await waitFor(() =>
        expect(navigateToServer).toHaveBeenCalledWith('/api/login'),
      );
      expect(shownWhenLeaving).toEqual([true]);

      fireEvent.click(screen.getByTestId('admin-seed-darija-button'));
      await waitFor(() =>
        expect(api.sent('POST', '/api/admin/seed-darija')).toHaveLength(1),
      );
      // A full load of the sign-in page, which leads back to the panel.
      await waitFor(() =>
        expect(navigateToServer).toHaveBeenLastCalledWith(
          '/fr/auth?next=%2Ffr%2Fadmin',
        ),
      );
      expect(navigateToServer).toHaveBeenCalledTimes(2);
      expect(currentPath(router)).toBe('/fr/admin');
    });

    it('downloads the sitemap as sitemap.xml', async () => {
      const saved: Blob[] = [];
      urlApi.createObjectURL = vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:http://localhost/sitemap';
      });
      urlApi.revokeObjectURL = vi.fn();
      const clicks: { download: string; href: string; attached: boolean }[] =
        [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(
        function (this: HTMLAnchorElement) {
          clicks.push({
            download: this.download,
            href: this.href,
            attached: document.body.contains(this),
          });
        },
      );
      const api = server();
      renderAdmin(api);
      fireEvent.click(await toolButton('admin-sitemap-download'));
      expect(
        await screen.findByText('Sitemap generated successfully'),
      ).toBeTruthy();
      expect(screen.getByText('Saved as sitemap.xml.')).toBeTruthy();
      expect(api.sent('GET', '/api/admin/sitemap')).toHaveLength(1);
      expect(clicks).toEqual([
        {
          download: 'sitemap.xml',
          href: 'blob:http://localhost/sitemap',
          attached: true,
        },
      ]);
      expect(saved).toHaveLength(1);
      expect(await saved[0]!.text()).toBe(SITEMAP_XML);
      // The link is gone again once clicked.
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it('says when the sitemap cannot be generated', async () => {
      const clicks = vi
        .spyOn(HTMLAnchorElement.prototype, 'click')
        .mockImplementation(() => {});
      const api = server();
      api.fail('GET', /^\/api\/admin\/sitemap$/, serverError);
      renderAdmin(api);
      fireEvent.click(await toolButton('admin-sitemap-download'));
      expect(
        await screen.findByText('Failed to generate sitemap'),
      ).toBeTruthy();
      expect(clicks).not.toHaveBeenCalled();
    });

    it('shows the audit log with readable actions, newest first, in pages of 20', async () => {
      const at = (minutes: number) =>
        new Date(Date.UTC(2025, 2, 10, 12, 60 - minutes)).toISOString();
      const entry = (
        n: number,
        action: string,
        targetType: string,
        targetId: number | null,
        details: Record<string, unknown> = {},
      ): AuditEntry => ({
        id: n,
        at: at(n),
        actor: { id: 1, username: n % 2 ? 'root' : 'سارة' },
        action,
        targetType,
        targetId,
        details,
      });
      const audit: AuditEntry[] = [
        entry(1, 'user.promote', 'user', 21, { username: 'layla' }),
        entry(2, 'user.demote', 'user', 21, { username: 'layla' }),
        entry(3, 'user.plan', 'user', 21, {
          username: 'layla',
          from: 'free',
          to: 'basic',
        }),
        entry(4, 'user.delete', 'user', 22, {
          username: 'omar',
          email: 'omar@example.com',
        }),
        entry(5, 'question.delete', 'question', 41, {
          locale: 'fr',
          title: 'Comment dit-on merci ?',
        }),
        entry(6, 'answer.delete', 'answer', 77, {
          questionId: 41,
          excerpt: 'Shukran bezzaf',
        }),
        entry(7, 'report.dismiss', 'report', 51),
        entry(8, 'report.delete-item', 'report', 52, {
          questionId: null,
          answerId: 78,
          reason: 'off-topic',
          excerpt: 'Buy cheap watches',
          answerQuestionId: 41,
          locale: 'fr',
        }),
        entry(9, 'seed.general', 'seed', null, {
          users: 2,
          questions: 3,
          answers: 5,
        }),
        entry(10, 'seed.darija', 'seed', null, {
          users: 0,
          questions: 0,
          answers: 0,
        }),
        entry(11, 'seed.darija-french', 'seed', null, {
          users: 1,
          questions: 1,
          answers: 1,
        }),
        entry(12, 'sitemap.generate', 'sitemap', null),
        entry(13, 'user.rename', 'user', 23, {}),
        ...Array.from({ length: 12 }, (_, n) =>
          entry(14 + n, 'report.dismiss', 'report', 100 + n),
        ),
      ];
      const api = new FakeAdminServer({ ...adminRow }, { audit });
      renderAdmin(api);
      const section = await screen.findByTestId(
        'admin-audit',
        {},
        { timeout: 5000 },
      );
      const rows = await within(section).findAllByTestId('admin-audit-entry');
      expect(rows).toHaveLength(20);
      const read = (row: HTMLElement) => [
        within(row).getByTestId('admin-audit-actor').textContent,
        within(row).getByTestId('admin-audit-action').textContent,
        within(row).getByTestId('admin-audit-target').textContent,
      ];
      expect(rows.slice(0, 13).map(read)).toEqual([
        ['root', 'Made admin', 'layla'],
        ['سارة', 'Removed admin rights', 'layla'],
        ['root', 'Changed plan', 'layla: Free → Basic'],
        ['سارة', 'Deleted user', 'omar'],
        ['root', 'Deleted question', 'Comment dit-on merci ?French'],
        ['سارة', 'Deleted answer', 'Shukran bezzaf'],
        ['root', 'Dismissed report', 'Report #51'],
        // Logged since 2 December: the reason and what was deleted.
        [
          'سارة',
          'Deleted reported item',
          'Report #52 · Answer #78 · Off-topic: Buy cheap watches French',
        ],
        [
          'root',
          'Seeded general questions',
          'Added 2 users, 3 questions and 5 answers.',
        ],
        [
          'سارة',
          'Seeded Darija questions',
          'Already loaded: nothing was added.',
        ],
        [
          'root',
          'Seeded Darija questions in French',
          'Added 1 user, 1 question and 1 answer.',
        ],
        ['سارة', 'Generated sitemap', ''],
        // An action this client does not know yet shows as the server names it.
        ['root', 'user.rename', 'User #23'],
      ]);
      // Names and titles people typed read in their own direction.
      expect(
        within(rows[1]!).getByTestId('admin-audit-actor').getAttribute('dir'),
      ).toBe('auto');
      const time = rows[0]!.querySelector('time');
      expect(time?.getAttribute('dateTime')).toBe(at(1));

      const pager = within(section).getByTestId('admin-audit-pager');
      expect(
        within(pager).getByTestId('admin-audit-pager-range').textContent,
      ).toBe('1–20 of 25');
      fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
      await waitFor(() =>
        expect(
          within(section).getAllByTestId('admin-audit-entry'),
        ).toHaveLength(5),
      );
      expect(
        within(pager).getByTestId('admin-audit-pager-range').textContent,
      ).toBe('21–25 of 25');
    });

    it('names the actions in French on /fr/admin', async () => {
      const api = new FakeAdminServer(
        { ...adminRow },
        {
          audit: [
            {
              id: 1,
              at: new Date().toISOString(),
              actor: { id: 1, username: 'root' },
              action: 'user.plan',
              targetType: 'user',
              targetId: 21,
              details: { username: 'layla', from: 'free', to: 'pro' },
            },
          ],
        },
      );
      renderAdmin(api, '/fr/admin');
      const row = await screen.findByTestId(
        'admin-audit-entry',
        {},
        { timeout: 5000 },
      );
      expect(within(row).getByTestId('admin-audit-action').textContent).toBe(
        'Formule modifiée',
      );
      expect(within(row).getByTestId('admin-audit-target').textContent).toBe(
        'layla : Gratuit → Pro',
      );
    });

    it('works the figures out from the lists when the stats cannot be read', async () => {
      const api = server();
      api.fail('GET', /^\/api\/admin\/stats$/, serverError);
      renderAdmin(api);
      const notice = await screen.findByTestId(
        'admin-stats-error',
        {},
        { timeout: 5000 },
      );
      expect(notice.textContent).toContain(
        'The figures could not be loaded. The cards show counts from the lists on this page.',
      );
      const value = (name: string) =>
        screen.getByTestId(`admin-stat-${name}-value`).textContent;
      await waitFor(() => expect(value('users')).toBe('3'));
      await waitFor(() => expect(value('open-reports')).toBe('1'));
      expect(value('en-questions')).toBe('2');
      expect(value('fr-questions')).toBe('1');
      expect(value('answers')).toBe('9');
      expect(value('ai-answers')).toBe('–');
      expect(screen.getByTestId('admin-stats').dataset.source).toBe('lists');

      api.recover();
      act(() =>
        fireEvent.click(
          within(notice).getByRole('button', { name: 'Try again' }),
        ),
      );
      await waitFor(() => expect(value('ai-answers')).toBe('4'));
      expect(screen.queryByTestId('admin-stats-error')).toBeNull();
      expect(screen.getByTestId('admin-stats').dataset.source).toBe('server');
    });
  },
);
