import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { newAccount, originHeaders } from '../pages/auth-page';
import {
  ADMIN_CREDENTIALS,
  AUTH_DIR,
  NO_ADMIN_REASON,
  RUN_ID,
  recordCreated,
} from '../support/env';
import { stateFile, type Role, type RoleAccount } from '../support/roles';

/**
 * Saves a signed-in state for each role: guest, member, premium member and admin.
 * Members are signed up through the public API under the run id; the premium member
 * is a member whose plan the admin raises through the admin API. Tests that use a
 * saved state never sign it out (that would end the session for every other test).
 */
setup(
  'save the guest, member, premium member and admin states',
  async ({ playwright, baseURL }) => {
    console.log(`Run ${RUN_ID} against ${baseURL}`);
    rmSync(AUTH_DIR, { recursive: true, force: true });
    mkdirSync(AUTH_DIR, { recursive: true });
    const headers = originHeaders(baseURL);
    const accounts: Partial<Record<Role, RoleAccount>> = {};

    const save = async (
      role: Role,
      sign: (
        api: Awaited<ReturnType<typeof playwright.request.newContext>>,
      ) => Promise<void>,
    ) => {
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: headers,
      });
      try {
        await sign(api);
        if (role !== 'guest') {
          const me = await api.get('/api/user');
          expect(me.status()).toBe(200);
          const user = await me.json();
          accounts[role] = {
            id: user.id,
            username: user.username,
            email: user.email,
            firstName: user.first_name,
            lastName: user.last_name,
          };
        }
        await api.storageState({ path: stateFile(role) });
      } finally {
        await api.dispose();
      }
    };
    const register = async (
      api: Awaited<ReturnType<typeof playwright.request.newContext>>,
      firstName: string,
    ) => {
      const account = newAccount(firstName, 'Tester');
      const response = await api.post('/api/register', {
        data: {
          email: account.email,
          password: account.password,
          username: account.username,
          firstName: account.firstName,
          lastName: account.lastName,
          nativeLanguages: ['fr'],
          learningLanguages: ['dz'],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    };

    await save('guest', async () => {});
    // The admin signs in first: a wrong password stops the run before it
    // creates anything the clean-up could not remove.
    const admin = ADMIN_CREDENTIALS;
    if (admin)
      await save('admin', async (api) => {
        const response = await api.post('/api/login', { data: admin });
        expect(
          response.status(),
          `the admin account ${admin.email} signs in (E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD)`,
        ).toBe(200);
      });
    const fixtures: Record<string, number> = {};
    await save('member', async (api) => {
      await register(api, 'Member');
      // A question in each locale with an answer, for the screens that show one.
      for (const locale of ['en', 'fr'] as const) {
        const prefix = locale === 'fr' ? '/api/fr' : '/api';
        const asked = await api.post(`${prefix}/questions`, {
          data: {
            title:
              locale === 'fr'
                ? `Comment dit-on bonjour en darija ? (${RUN_ID})`
                : `How do you say good morning in Darija? (${RUN_ID})`,
            content:
              locale === 'fr'
                ? 'Au marché, le matin.'
                : 'At the market, in the morning.',
            language: locale,
            targetLanguage: 'dz',
          },
        });
        expect(asked.status(), await asked.text()).toBe(201);
        const id = ((await asked.json()) as { id: number }).id;
        recordCreated({ kind: 'question', id, locale });
        fixtures[`${locale}Question`] = id;
        const answered = await api.post(`${prefix}/answers`, {
          data: {
            questionId: id,
            content: 'Sbah lkhir, and people answer sbah nnour.',
          },
        });
        expect(answered.status(), await answered.text()).toBe(201);
      }
    });

    if (!ADMIN_CREDENTIALS) {
      console.log(
        `Run ${RUN_ID}: no premium or admin state (${NO_ADMIN_REASON}).`,
      );
    } else {
      await save('premium', async (api) => {
        await register(api, 'Premium');
        const id = (
          (await (await api.get('/api/user')).json()) as { id: number }
        ).id;
        const adminApi = await playwright.request.newContext({
          baseURL,
          extraHTTPHeaders: headers,
          storageState: stateFile('admin'),
        });
        const raised = await adminApi.patch(`/api/admin/users/${id}/plan`, {
          data: { plan: 'pro' },
        });
        const body = await raised.text();
        await adminApi.dispose();
        expect(raised.status(), body).toBe(200);
      });
    }
    writeFileSync(
      path.join(AUTH_DIR, 'accounts.json'),
      JSON.stringify(accounts, null, 2),
    );
    writeFileSync(
      path.join(AUTH_DIR, 'fixtures.json'),
      JSON.stringify(fixtures, null, 2),
    );
  },
);
