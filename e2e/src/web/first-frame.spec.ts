import { expect, test, type Page } from '@playwright/test';
import { fixtureQuestion, useRole } from '../support/roles';

/**
 * A guest's page comes with its first frame in the HTML (rendered at build
 * time), inert until the app replaces it: it paints before any script runs,
 * the app's first render replaces it with the page itself (never an empty
 * frame), and what is typed after that is kept.
 */

/**
 * The app taking over the first frame: its code is fetched once the frame is
 * on screen, then runs; on a busy two-core machine that has taken up to 10 s.
 */
async function expectAppStarted(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', {
    timeout: 30_000,
  });
}

/** Records, from the first paint on, each change of #root: whether it still holds a heading. */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const seen: { heading: boolean; inert: boolean }[] = [];
    (window as unknown as { rootFrames: typeof seen }).rootFrames = seen;
    let started = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const heading = !!root.querySelector('h1');
      // The parser is still writing the first frame until its heading is there.
      started ||= heading;
      if (started) seen.push({ heading, inert: root.hasAttribute('inert') });
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['inert'],
    });
  });
}

test.describe('first frames as a guest', () => {
  test('the page shows its heading and header before any script runs', async ({
    page,
  }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    for (const [path, title] of [
      ['/', /Language Learning/],
      ['/translator', /Translator/],
      ['/fr/about', /propos/],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('header.site-header')).toBeVisible();
      // The guest's header, as the app will show it: the sign-in is there at once.
      await expect(page.getByTestId('header-login')).toBeVisible();
    }
  });

  test('the app replaces the first frame with the page, never with an empty frame', async ({
    page,
  }) => {
    await watchRoot(page);
    for (const path of ['/', '/moroccan-darija', '/fr/translator']) {
      await page.goto(path);
      await expectAppStarted(page);
      await expect(page.locator('#root')).not.toHaveAttribute(
        'data-first-frame',
      );
      await expect(page.locator('h1')).toHaveCount(1);
      const frames = await page.evaluate(
        () =>
          (window as unknown as { rootFrames: { heading: boolean }[] })
            .rootFrames,
      );
      expect(frames.length, `changes of #root on ${path}`).toBeGreaterThan(0);
      expect(
        frames.filter((frame) => !frame.heading),
        `frames without the heading on ${path}`,
      ).toEqual([]);
    }
  });

  test("the app's code is fetched once the first frame is on screen", async ({
    page,
  }) => {
    for (const path of ['/', '/translator']) {
      await page.goto(path);
      await expectAppStarted(page);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]
          ?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(paint, `first contentful paint of ${path}`).toBeGreaterThan(0);
      expect(scripts.length, `scripts of ${path}`).toBeGreaterThan(0);
      // Or a second after the page's head ran, when the paint is later than
      // that (a busy machine), as it would be in a tab opened in the background.
      const start = Math.min(paint ?? 0, 1000);
      expect(
        scripts.filter((script) => script.start < start),
        `scripts of ${path} requested before its first paint`,
      ).toEqual([]);
    }
  });

  test("the page's language data is loaded by a worker of its own, which then ends", async ({
    page,
  }) => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/fr/translator', 'fr'],
    ] as const) {
      const ended = new Promise<string>((resolve) =>
        page.once('worker', (worker) =>
          worker.once('close', () => resolve(worker.url())),
        ),
      );
      await page.goto(path);
      expect(new URL(await ended).pathname, `worker of ${path}`).toBe(
        '/intl-warmup.js',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectAppStarted(page);
    }
  });

  test("a question page's first frame holds the question and its answers, which the app starts from", async ({
    page,
  }) => {
    const id = fixtureQuestion('en');
    const path = `/question/${id}`;
    const question = (await (
      await page.request.get(`/api/questions/${id}`)
    ).json()) as { title: string; content: string };
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.locator('h1')).toHaveText(question.title);
    await expect(page.getByTestId('question-content')).toHaveText(
      question.content,
    );
    await expect(page.getByTestId('answers')).toBeVisible();
    await expect(page.getByTestId('question-loading')).toHaveCount(0);
    await page.unrouteAll();

    // The app takes over from the reads the frame was rendered with: it never
    // shows the skeleton, and asks for neither the question nor its answers.
    await watchRoot(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/questions\/\d+(\/answers)?$/.test(pathname))
        asked.push(pathname);
    });
    await page.goto(path);
    await expectAppStarted(page);
    await expect(page.locator('h1')).toHaveText(question.title);
    await expect(page.getByTestId('question-like')).toBeEnabled();
    const frames = await page.evaluate(
      () =>
        (window as unknown as { rootFrames: { heading: boolean }[] })
          .rootFrames,
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => !frame.heading)).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('typing goes to the live page: the translator keeps the text', async ({
    page,
  }) => {
    await page.goto('/translator');
    const input = page.getByTestId('translator-source-text');
    await input.fill('Good morning');
    await expectAppStarted(page);
    await expect(input).toHaveValue('Good morning');
  });
});

test.describe('first frames as a member', () => {
  useRole('member');

  test("a member's page comes without the guest's first frame", async ({
    page,
  }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-first-frame');
  });
});
