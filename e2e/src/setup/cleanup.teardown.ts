import { rmSync } from 'node:fs';
import { expect, test as teardown } from '@playwright/test';
import { originHeaders } from '../pages/auth-page';
import {
  ADMIN_CREDENTIALS,
  AUTH_DIR,
  NO_ADMIN_REASON,
  RUN_ID,
  createdItems,
} from '../support/env';
import { runUsernamePrefix } from '../support/names';

/**
 * Removes what the run created: its questions (with their answers), then every member
 * whose username carries the run id. Needs an admin account; without one it says what stays.
 */
teardown(
  'remove the questions and members the run created',
  async ({ playwright, baseURL }) => {
    const questions = createdItems().filter((item) => item.kind === 'question');
    const prefix = runUsernamePrefix();
    const staying = `the ${questions.length} questions it asked (with their answers and reports) and the members named ${prefix}* stay on ${baseURL}`;
    if (!ADMIN_CREDENTIALS) {
      console.log(`Clean-up skipped (${NO_ADMIN_REASON}): ${staying}.`);
      // The saved sessions are those members' own: not kept on this machine.
      rmSync(AUTH_DIR, { recursive: true, force: true });
      return;
    }
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: originHeaders(baseURL),
    });
    try {
      const login = await api.post('/api/login', { data: ADMIN_CREDENTIALS });
      expect(
        login.status(),
        `the admin account signs in to clean up; otherwise ${staying}`,
      ).toBe(200);
      let deletedQuestions = 0;
      for (const q of questions) {
        const path =
          q.locale === 'fr'
            ? `/api/admin/fr/questions/${q.id}`
            : `/api/admin/questions/${q.id}`;
        const response = await api.delete(path);
        // 404: a test (or an admin) already deleted it.
        expect([204, 200, 404], `DELETE ${path}`).toContain(response.status());
        if (response.status() !== 404) deletedQuestions += 1;
      }
      const me = (await (await api.get('/api/user')).json()) as { id: number };
      let deletedUsers = 0;
      for (;;) {
        const page = await api.get('/api/admin/users', {
          params: { search: prefix, limit: 100 },
        });
        expect(page.status()).toBe(200);
        const users = (
          (await page.json()) as { id: number; username: string }[]
        ).filter((u) => u.username.startsWith(prefix) && u.id !== me.id);
        if (users.length === 0) break;
        for (const user of users) {
          const response = await api.delete(`/api/admin/users/${user.id}`);
          expect([204, 404], `DELETE /api/admin/users/${user.id}`).toContain(
            response.status(),
          );
          deletedUsers += 1;
        }
      }
      console.log(
        `Run ${RUN_ID}: removed ${deletedQuestions} questions and ${deletedUsers} members.`,
      );
      // The run's saved sessions belonged to members that no longer exist.
      rmSync(AUTH_DIR, { recursive: true, force: true });
    } finally {
      await api.dispose();
    }
  },
);
