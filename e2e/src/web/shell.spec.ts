import { expect, test, type Page } from '@playwright/test';

/** The app shell as a guest sees it: header, footer, locales, 404, dialect menu. */

const header = (page: Page) => page.locator('header.site-header');
const footer = (page: Page) => page.getByTestId('site-footer');

async function chooseLanguage(page: Page, name: 'English' | 'Français') {
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('app shell', () => {
  test('English home shows the header, footer and support address', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Language Learning Q&A Community',
      }),
    ).toBeVisible();

    await expect(header(page).getByTestId('header-logo')).toHaveAttribute(
      'href',
      '/',
    );
    await expect(
      header(page).getByPlaceholder('Search questions...'),
    ).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toContainText(
      'English',
    );
    await expect(
      header(page).getByRole('link', { name: 'Translator' }),
    ).toHaveAttribute('href', '/translator');
    await expect(
      header(page).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute('href', '/auth');
    await expect(page.getByTestId('avatar-menu')).toHaveCount(0);

    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Community', '/users'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Sitemap', '/sitemap.xml'],
    ]) {
      await expect(
        footer(page).getByRole('link', { name, exact: true }),
      ).toHaveAttribute('href', href);
    }
    await expect(
      footer(page).getByRole('link', { name: 'support@dialectcommunity.app' }),
    ).toHaveAttribute('href', 'mailto:support@dialectcommunity.app');
    await expect(footer(page)).toContainText(
      `© ${new Date().getFullYear()} Dialect Community`,
    );
  });

  test('French home is in French', async ({ page }) => {
    await page.goto('/fr');

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      header(page).getByPlaceholder('Rechercher des questions...'),
    ).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toContainText(
      'Français',
    );
    await expect(
      header(page).getByRole('link', { name: 'Traducteur' }),
    ).toHaveAttribute('href', '/fr/translator');
    await expect(
      header(page).getByRole('link', { name: 'Connexion' }),
    ).toHaveAttribute('href', '/fr/auth');
    await expect(
      footer(page).getByRole('link', { name: 'Politique de confidentialité' }),
    ).toHaveAttribute('href', '/fr/privacy');
    await expect(
      footer(page).getByRole('link', { name: 'Communauté' }),
    ).toHaveAttribute('href', '/fr/users');
    await expect(footer(page)).toContainText('Tous droits réservés.');
    await expect(footer(page)).toContainText('support@dialectcommunity.app');
  });

  test('unknown paths show the 404 page in both languages', async ({
    page,
  }) => {
    await page.goto('/some/unknown/path');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeVisible();
    await expect(
      page.getByText('Did you forget to add the page to the router?'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);

    await page.goto('/fr/nope');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeVisible();
    await expect(
      page.getByText("Avez-vous oublié d'ajouter la page au routeur ?"),
    ).toBeVisible();
  });

  test('the language switcher keeps the page', async ({ page }) => {
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Us' }),
    ).toBeVisible();

    await chooseLanguage(page, 'Français');
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'À propos de nous' }),
    ).toBeVisible();

    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(/\/about$/);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the dialect menu lists six dialects and leads to their pages', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('dialect-menu-toggle').click();

    const menu = page.getByRole('dialog', { name: 'Arabic Dialects' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(6);
    await expect(menu.getByText('العامية المصرية')).toHaveAttribute(
      'dir',
      'rtl',
    );

    await menu.getByRole('link', { name: 'Egyptian Arabic' }).click();
    await expect(page).toHaveURL(/\/egyptian-arabic$/);
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Egyptian Arabic Translator',
      }),
    ).toBeVisible();
  });

  test('the dialect button names itself in a tooltip on hover and on focus', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByTestId('dialect-menu-toggle');
    const tooltip = page.getByRole('tooltip', { name: 'Arabic Dialects' });

    // The tooltip's code loads after the first paint: hover until it shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await toggle.hover();
      await expect(tooltip).toBeVisible({ timeout: 2_000 });
    }).toPass();
    // Away over several moves, as a hand does: the tooltip stays open while the
    // pointer may be heading for it, so the pointer goes to the page's far
    // corner (the heading's corner could lie between the button and the
    // tooltip) and moves once more there.
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the page has no viewport size');
    await page.mouse.move(4, viewport.height - 8, { steps: 8 });
    await page.mouse.move(8, viewport.height - 4);
    await expect(tooltip).toBeHidden();

    await toggle.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('the header search ignores blank input', async ({ page }) => {
    await page.goto('/about');
    const search = page.getByPlaceholder('Search questions...');

    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/about$/);

    await search.fill('kifach');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/\?search=kifach$/);
  });
});
