import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueHandle } from '../support/names';

/** A member account made up for one test run. */
export type NewAccount = {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
};

/**
 * A fresh e-mail and username per call, carrying the run id, so runs never collide
 * and the clean-up finds them.
 */
export function newAccount(firstName = 'Layla', lastName = 'Haddad') {
  const { email, username } = uniqueHandle();
  return {
    email,
    username,
    password: 'e2e-member-password',
    firstName,
    lastName,
  } satisfies NewAccount;
}

/** The headers the API wants from a caller outside the page (its own origin). */
export function originHeaders(baseURL: string | undefined) {
  return { Origin: new URL(String(baseURL)).origin };
}

/**
 * Registers `account` through the API; the context's cookies then hold its session.
 * Quicker than the form when a test is about something else.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  account: NewAccount,
  languages: { nativeLanguages?: string[]; learningLanguages?: string[] } = {},
) {
  const response = await request.post('/api/register', {
    headers: originHeaders(baseURL),
    data: {
      email: account.email,
      password: account.password,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      ...languages,
    },
  });
  expect(response.status()).toBe(201);
}

/** Signs in through the API (the context's cookies then hold the session). */
export async function loginThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  credentials: { email: string; password: string },
) {
  const response = await request.post('/api/login', {
    headers: originHeaders(baseURL),
    data: credentials,
  });
  expect(response.ok()).toBe(true);
}

/** English and French labels of the sign-in page. */
const LABELS = {
  en: {
    email: 'Email',
    password: 'Password',
    username: 'Username',
    firstName: 'First Name',
    lastName: 'Last Name',
    confirm: 'Confirm password',
    native: 'Native Languages',
    learning: 'Learning Languages',
    login: 'Login',
    register: 'Register',
  },
  fr: {
    email: 'E-mail',
    password: 'Mot de passe',
    username: "Nom d'utilisateur",
    firstName: 'Prénom',
    lastName: 'Nom',
    confirm: 'Confirmer le mot de passe',
    native: 'Langues maternelles',
    learning: 'Langues apprises',
    login: 'Se connecter',
    register: "S'inscrire",
  },
} as const;

type Locale = keyof typeof LABELS;

/** The /auth page: Login and Register tabs. */
export class AuthPage {
  private readonly labels: (typeof LABELS)[Locale];

  constructor(
    private readonly page: Page,
    private readonly locale: Locale = 'en',
  ) {
    this.labels = LABELS[locale];
  }

  async goto() {
    await this.page.goto(this.locale === 'fr' ? '/fr/auth' : '/auth');
    await expect(this.page.getByTestId('login-form')).toBeVisible();
  }

  private field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async login(email: string, password: string) {
    await this.field(this.labels.email).fill(email);
    await this.field(this.labels.password).fill(password);
    await this.page
      .getByRole('button', { name: this.labels.login, exact: true })
      .click();
  }

  async openRegister() {
    await this.page.getByTestId('auth-tab-register').click();
    await expect(this.page.getByTestId('register-form')).toBeVisible();
  }

  /** Ticks a language card the way people do: by clicking the card. */
  private async tick(groupName: string, language: string) {
    const group = this.page.getByRole('group', { name: groupName });
    const checkbox = this.page.getByRole('checkbox', {
      name: language,
      exact: true,
    });
    await group.locator('label').filter({ has: checkbox }).click();
    await expect(
      group.getByRole('checkbox', { name: language, exact: true }),
    ).toHaveAttribute('aria-checked', 'true');
  }

  async register(
    account: NewAccount,
    {
      confirmPassword = account.password,
      nativeLanguages = [] as string[],
      learningLanguages = [] as string[],
    } = {},
  ) {
    await this.openRegister();
    const l = this.labels;
    await this.field(l.email).fill(account.email);
    await this.field(l.username).fill(account.username);
    await this.field(l.firstName).fill(account.firstName);
    await this.field(l.lastName).fill(account.lastName);
    await this.field(l.password).fill(account.password);
    await this.field(l.confirm).fill(confirmPassword);
    for (const name of nativeLanguages) await this.tick(l.native, name);
    for (const name of learningLanguages) await this.tick(l.learning, name);
    await this.page
      .getByRole('button', { name: l.register, exact: true })
      .click();
  }
}

/** The header's account menu, opened. */
export async function openAvatarMenu(page: Page) {
  await page.getByTestId('avatar-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}
