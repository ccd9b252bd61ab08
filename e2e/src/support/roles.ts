import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { AUTH_DIR, NO_ADMIN_REASON } from './env';

/** The signed-in states the setup project saves. */
export type Role = 'guest' | 'member' | 'premium' | 'admin';

export const stateFile = (role: Role) => path.join(AUTH_DIR, `${role}.json`);

/** The account behind a saved state (no password: tests sign in from the state). */
export type RoleAccount = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
};

const accountsFile = path.join(AUTH_DIR, 'accounts.json');

export function roleAccount(role: Exclude<Role, 'guest'>): RoleAccount | null {
  if (!existsSync(accountsFile)) return null;
  const accounts = JSON.parse(readFileSync(accountsFile, 'utf8')) as Partial<
    Record<Role, RoleAccount>
  >;
  return accounts[role] ?? null;
}

/** Whether the setup could make this role (premium and admin need an admin account). */
export function hasRole(role: Role): boolean {
  return existsSync(stateFile(role));
}

/**
 * Runs the file's (or describe block's) tests with the saved state of `role`, or skips
 * them with the reason when the setup could not make it.
 */
export function useRole(role: Role) {
  test.use({
    storageState: async ({ baseURL: _ }, use, testInfo) => {
      testInfo.skip(!hasRole(role), NO_ADMIN_REASON);
      await use(stateFile(role));
    },
  });
}

/** The question (with one answer) the setup asked in each locale. */
export function fixtureQuestion(locale: 'en' | 'fr'): number {
  const file = path.join(AUTH_DIR, 'fixtures.json');
  const fixtures = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    number
  >;
  const id = fixtures[`${locale}Question`];
  if (!id) throw new Error(`the setup saved no ${locale} question in ${file}`);
  return id;
}
