import { expect, test, type Page } from '@playwright/test';
import { fixtureQuestion, useRole } from '../support/roles';

/**
 * The server names the API reads of the home and question pages in the HTML
 * (`<link rel="preload" as="fetch">`) so they load beside the page's code. A
 * preload the page does not use costs a second request for the same URL:
 * each must be requested exactly once, and the page must still show its data.
 */
async function expectPreloadsUsed(page: Page, path: string) {
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = url.pathname + url.search;
    requests.set(key, (requests.get(key) ?? 0) + 1);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const preloads = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads.length).toBeGreaterThan(0);
  for (const url of preloads)
    expect(
      { url, requests: requests.get(url ?? '') ?? 0 },
      `${url} preloaded for ${path}`,
    ).toEqual({ url, requests: 1 });
  return preloads;
}

for (const role of ['guest', 'member'] as const) {
  test.describe(`API preloads as a ${role}`, () => {
    if (role !== 'guest') useRole(role);

    test('the home page uses each read the HTML preloads, with its filters', async ({
      page,
    }) => {
      const home = await expectPreloadsUsed(page, '/');
      expect(home).toContain('/api/questions?limit=20&offset=0');
      await expect(page.getByTestId('question-card').first()).toBeVisible();

      const filtered = await expectPreloadsUsed(
        page,
        '/fr?language=dz&search=salam',
      );
      expect(filtered).toContain(
        '/api/fr/questions?limit=20&offset=0&search=salam&language=dz',
      );
    });

    test('a question page uses the question and answers it preloads', async ({
      page,
    }) => {
      const id = fixtureQuestion('en');
      const preloads = await expectPreloadsUsed(page, `/question/${id}`);
      // A guest's page comes with its question and answers (its first frame
      // is rendered with them): only the session is left to read.
      expect(preloads).toEqual(
        role === 'guest'
          ? ['/api/user']
          : [
              '/api/user',
              `/api/questions/${id}`,
              `/api/questions/${id}/answers`,
            ],
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

/** Every chunk the HTML names with `modulepreload`, each fetched once, and the page's catalogue among them. */
test.describe('code preloads of a French page', () => {
  for (const path of ['/fr/about', '/fr/moroccan-darija']) {
    test(`${path} preloads the French catalogues it uses, each fetched once`, async ({
      page,
    }) => {
      const scripts = new Map<string, number>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('.js'))
          scripts.set(url.pathname, (scripts.get(url.pathname) ?? 0) + 1);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      // A guest's page holds its code preloads back until its first frame is
      // on screen; on a busy machine the network can be idle before that.
      await expect(page.locator('#root')).not.toHaveAttribute('inert', {
        timeout: 30_000,
      });
      const preloads = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(preloads.some((href) => /\/fr-[\w-]+\.js$/.test(href ?? ''))).toBe(
        true,
      );
      expect(preloads.some((href) => href?.includes('pages.en'))).toBe(false);
      if (path === '/fr/about')
        expect(preloads.some((href) => href?.includes('pages.fr'))).toBe(true);
      for (const href of preloads)
        expect({ href, requests: scripts.get(href ?? '') ?? 0 }).toEqual({
          href,
          requests: 1,
        });
    });
  }
});
