import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '@playwright/test';
import { newAccount, type NewAccount } from '../pages/auth-page';
import { hasRole, stateFile, type Role } from './roles';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** Same-origin headers: the API refuses changes from other origins. */
export const originOf = (baseURL: string | undefined) => ({
  Origin: new URL(String(baseURL)).origin,
});

/** An API client signed in as a saved role (the guest has no session). */
export async function apiAs(
  playwright: Playwright,
  baseURL: string | undefined,
  role: Role,
): Promise<APIRequestContext> {
  if (!hasRole(role)) throw new Error(`no saved state for ${role}`);
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: originOf(baseURL),
    storageState: stateFile(role),
  });
}

/** A member signed up for this test through the public API. */
export async function newMemberApi(
  playwright: Playwright,
  baseURL: string | undefined,
): Promise<{ api: APIRequestContext; account: NewAccount; id: number }> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: originOf(baseURL),
  });
  const account = newAccount('Api', 'Member');
  const response = await api.post('/api/register', {
    data: {
      email: account.email,
      password: account.password,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  return { api, account, id };
}
