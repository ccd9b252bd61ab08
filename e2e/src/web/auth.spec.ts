import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../pages/admin-page';
import {
  AuthPage,
  newAccount,
  openAvatarMenu,
  registerThroughApi,
} from '../pages/auth-page';
import { requireAdmin } from '../support/env';

/** Sign-in, registration, sign-out, the members page and roles in the header. */

const toast = (page: Page) => page.locator('li.toast');
const header = (page: Page) => page.locator('header.site-header');

test.describe('accounts', () => {
  test('register, see the community, log out and log in again', async ({
    page,
  }) => {
    // A long journey (sign up, the members page, sign out, sign in): about
    // 20 s alone on 2 cores, past 30 s beside the rest of the suite.
    test.slow();
    const account = newAccount('Layla', 'Haddad');
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.register(account, {
      nativeLanguages: ['Arabic', 'French'],
      learningLanguages: ['Japanese'],
    });

    await expect(toast(page)).toContainText('Registration successful!');
    await expect(page).toHaveURL('/');
    const menu = await openAvatarMenu(page);
    await expect(menu.getByTestId('avatar-menu-name')).toHaveText(
      'Layla Haddad',
    );
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Users' }).click();

    await expect(page).toHaveURL('/users');
    for (const [testId, label] of [
      ['stat-members', 'Members'],
      ['stat-contributors', 'Contributors'],
      ['stat-answers', 'Member answers'],
      ['stat-languages', 'Languages'],
    ]) {
      await expect(page.getByTestId(testId)).toContainText(label);
      await expect(page.getByTestId(`${testId}-value`)).toHaveText(/^\d/);
    }
    const profile = page.getByTestId('own-profile');
    await expect(profile).toContainText('Layla Haddad');
    await expect(profile).toContainText(`@${account.username}`);
    await expect(page.getByTestId('own-profile-native')).toContainText(
      'Arabic',
    );
    await expect(page.getByTestId('own-profile-native')).toContainText(
      'French',
    );
    await expect(page.getByTestId('own-profile-learning')).toContainText(
      'Japanese',
    );
    await expect(page.getByTestId('language-communities')).toContainText(
      'Darija',
    );
    await expect(
      page.getByTestId('members-directory').getByText(`@${account.username}`),
    ).toBeVisible();

    const menuAgain = await openAvatarMenu(page);
    await menuAgain.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      header(page).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
    await expect(page.getByTestId('avatar-menu')).toHaveCount(0);

    await header(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/auth');
    await auth.login(account.email, account.password);
    await expect(toast(page)).toContainText('Login successful!');
    await expect(page).toHaveURL('/');
    await expect(
      (await openAvatarMenu(page)).getByTestId('avatar-menu-name'),
    ).toHaveText('Layla Haddad');
  });

  test('register in French and land on the French home', async ({ page }) => {
    const account = newAccount('Yasmine', 'Benali');
    const auth = new AuthPage(page, 'fr');
    await auth.goto();
    await auth.register(account, { nativeLanguages: ['Darija'] });

    await expect(toast(page)).toContainText('Inscription réussie !');
    await expect(page).toHaveURL('/fr');
    const menu = await openAvatarMenu(page);
    await expect(menu.getByTestId('avatar-menu-name')).toHaveText(
      'Yasmine Benali',
    );
    await expect(
      menu.getByRole('menuitem', { name: 'Utilisateurs' }),
    ).toHaveAttribute('href', '/fr/users');

    // Signing out of a French page lands on the French home.
    await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/fr');
    await expect(
      header(page).getByRole('link', { name: 'Connexion' }),
    ).toBeVisible();
  });

  test('different passwords show a mismatch toast and create nothing', async ({
    page,
  }) => {
    const account = newAccount();
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register'))
        registerCalls.push(request.url());
    });
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.register(account, {
      confirmPassword: 'something-else-entirely',
    });

    await expect(toast(page)).toContainText('Password mismatch');
    await expect(toast(page)).toContainText('Passwords do not match');
    await expect(page).toHaveURL('/auth');
    expect(registerCalls).toEqual([]);
  });

  test('a wrong password shows Login failed', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A member of this run: the deployment's admin account is not worn down
    // by failed sign-ins.
    const account = newAccount();
    const other = await browser.newContext({ baseURL });
    await registerThroughApi(other.request, baseURL, account);
    await other.close();
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.login(account.email, 'not-the-password');

    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid email or password.');
    await expect(page).toHaveURL('/auth');
  });

  test('a guest opening /users is sent to sign in', async ({ page }) => {
    await page.goto('/users');
    await expect(toast(page)).toContainText('Please sign in');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('the admin sees the Admin link instead of Users', async ({ page }) => {
    requireAdmin();
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.login(ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL('/');

    const menu = await openAvatarMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(menu.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

    // Signed-in visitors of /auth go home.
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });
});
