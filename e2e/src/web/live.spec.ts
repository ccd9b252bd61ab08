import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, AdminPanelPage } from '../pages/admin-page';
import {
  AuthPage,
  loginThroughApi,
  newAccount,
  registerThroughApi,
} from '../pages/auth-page';
import {
  AskQuestionPage,
  QUESTION_LABELS,
  QuestionDetailPage,
  QuestionListPage,
  STAND_IN_ANSWER,
  askThroughApi,
  toast,
  uniqueWord,
} from '../pages/questions-page';
import { aiProviderOn, requireAdmin, requireLocalServer } from '../support/env';

/**
 * Live updates between browsers: answers, votes and likes on a question's page, the
 * AI assistant's answer, new questions on the list, and the admins' feed.
 */

const l = QUESTION_LABELS.en;

/** A second person, in a browser of their own. */
async function newVisitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** Marks the document, so a test can tell it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eMarker = 'kept';
  });
}

async function expectNoReload(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-marker', 'kept');
}

test.describe('live updates', () => {
  test('a viewer sees a new answer, its votes and likes without reloading', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three browsers: about 16 s alone, past 30 s beside the rest of the suite on 2 cores.
    test.slow();
    // B asks; A (a guest) opens the question.
    const b = await newVisitor(browser, baseURL);
    const poster = newAccount('Omar', 'B');
    await registerThroughApi(b.page.request, baseURL, poster);
    const word = uniqueWord();
    const id = await askThroughApi(b.page.request, baseURL, {
      title: `How do you greet ${word} in Darija?`,
      language: 'en',
      targetLanguage: 'dz',
    });

    const viewer = new QuestionDetailPage(page);
    await viewer.goto(id);
    await viewer.waitUntilLive();
    await markDocument(page);

    // B answers through the form.
    const posterPage = new QuestionDetailPage(b.page);
    await posterPage.goto(id);
    await posterPage.waitUntilLive();
    const text = `Salam ${word}: "salam alikoum" works everywhere.`;
    await posterPage.postAnswer(text);

    // A sees it once, without a reload; B's own answer is there once too.
    await expect(viewer.answer(text)).toHaveCount(1);
    await expect(viewer.answer(text).getByTestId('answer-author')).toHaveText(
      poster.username,
    );
    await expect(posterPage.answer(text)).toHaveCount(1);

    // C's vote on B's answer and B's like reach A (nobody votes on their own answer).
    const seen = viewer.answer(text);
    await expect(seen.getByTestId('answer-useful-count')).toHaveText('0');
    const c = await newVisitor(browser, baseURL);
    await registerThroughApi(c.page.request, baseURL, newAccount('Salma', 'C'));
    const voterPage = new QuestionDetailPage(c.page);
    await voterPage.goto(id);
    await voterPage.answer(text).getByTestId('answer-useful').click();
    await expect(
      voterPage.answer(text).getByTestId('answer-useful-count'),
    ).toHaveText('1');
    await expect(seen.getByTestId('answer-useful-count')).toHaveText('1');
    await expect(
      posterPage.answer(text).getByTestId('answer-useful-count'),
    ).toHaveText('1');
    await c.context.close();
    // A guest's own buttons stay as they were.
    await expect(seen.getByTestId('answer-useful')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await posterPage.likeButton.click();
    await expect(posterPage.likeCount).toHaveText('1');
    await expect(viewer.likeCount).toHaveText('1');

    await expect(viewer.answer(text)).toHaveCount(1);
    await expectNoReload(page);
    await b.context.close();
  });

  test("the AI assistant's answer appears on a question just asked", async ({
    page,
    baseURL,
  }) => {
    requireLocalServer();
    test.slow();
    await registerThroughApi(page.request, baseURL, newAccount('Ines', 'Ask'), {
      nativeLanguages: ['fr'],
      learningLanguages: ['dz'],
    });
    const ask = new AskQuestionPage(page);
    await ask.goto();
    await markDocument(page);
    const title = `What does ${uniqueWord()} mean in Darija?`;
    await ask.ask(title, 'I heard it at the market.');

    const question = new QuestionDetailPage(page);
    const ai = question.aiAnswer;
    // Under load (other tests asking too) the answer can wait.
    await expect(ai).toHaveCount(1, { timeout: 45_000 });
    await expect(ai.getByTestId('answer-content')).toContainText(
      `${STAND_IN_ANSWER} ${title}`,
    );
    await expect(ai).toContainText(l.aiDisclaimer);
    await expect(question.assistantWriting).toHaveCount(0);
    await expect(question.answers).toHaveCount(1);
    await expectNoReload(page);
  });

  test('the list offers questions asked meanwhile, and Show brings them in', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Japanese questions: no other test asks any, so the count is exact.
    requireLocalServer();
    await page.goto('/?language=ja');
    const list = new QuestionListPage(page);
    await list.waitUntilLive();
    await markDocument(page);
    await expect(list.newQuestionsBanner).toHaveCount(0);

    const b = await newVisitor(browser, baseURL);
    await registerThroughApi(b.page.request, baseURL, newAccount('Ken', 'B'));
    const title = `How do you count ${uniqueWord()} in Japanese?`;
    await askThroughApi(b.page.request, baseURL, {
      title,
      language: 'en',
      targetLanguage: 'ja',
    });
    // Another language does not count under this filter.
    await askThroughApi(b.page.request, baseURL, {
      title: `Another ${uniqueWord()} question about Korean`,
      language: 'en',
      targetLanguage: 'ko',
    });

    await expect(list.newQuestionsCount).toHaveText(l.newQuestions(1));
    await expect(list.card(title)).toHaveCount(0);
    await list.newQuestionsBanner.getByRole('button', { name: l.show }).click();
    await expect(list.card(title)).toBeVisible();
    await expect(list.newQuestionsBanner).toHaveCount(0);
    await expect(page).toHaveURL('/?language=ja');
    await expectNoReload(page);
    await b.context.close();
  });

  test('the admin follows new questions and sign-ups in the live feed', async ({
    page,
    browser,
    baseURL,
  }) => {
    requireAdmin();
    // Two browsers, a sign-up, a question and the panel: 20-31 s beside the rest of the suite on 2 cores.
    test.slow();
    await loginThroughApi(page.request, baseURL, ADMIN);
    const admin = new AdminPanelPage(page);
    await admin.goto();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin Panel' }),
    ).toBeVisible();
    for (const name of [
      'users',
      'en-questions',
      'fr-questions',
      'answers',
      'ai-answers',
      'open-reports',
    ]) {
      await expect(admin.stat(name)).toHaveText(/^\d[\d,]*$/);
    }
    // As the deployment has it: with or without an AI provider.
    await expect(admin.stat('assistant')).toHaveText(
      (await aiProviderOn(page.request)) ? 'On' : 'Off',
    );
    await admin.waitUntilLive();

    const b = await newVisitor(browser, baseURL);
    const account = newAccount('Sara', 'New');
    await registerThroughApi(b.page.request, baseURL, account);
    await expect(admin.entry('signUp', account.username)).toBeVisible();

    const questionsStat = async () =>
      Number(
        ((await admin.stat('en-questions').textContent()) ?? '').replace(
          /\D/g,
          '',
        ),
      );
    const questionsBefore = await questionsStat();
    const title = `Feed check ${uniqueWord()}: how do you say hello?`;
    const id = await askThroughApi(b.page.request, baseURL, {
      title,
      language: 'en',
      targetLanguage: 'dz',
    });
    const entry = admin.entry('question', title);
    await expect(entry).toBeVisible();
    // The figures follow the feed without a reload.
    await expect.poll(questionsStat).toBeGreaterThan(questionsBefore);
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/question/${id}`,
    );
    // Newest first: the question is above the sign-up.
    const titles = await admin.feed
      .getByTestId('admin-feed-link')
      .allTextContents();
    expect(titles.indexOf(title)).toBeLessThan(
      titles.indexOf(account.username),
    );

    // Other runs' events keep arriving on top of the feed and move the entry
    // down: a click between Playwright's check and the press can land beside
    // the link, and is made again.
    await expect(async () => {
      await entry.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(`/question/${id}`, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: title }),
    ).toBeVisible();
    await b.context.close();
  });

  test('a member without admin privileges sees Access Denied', async ({
    page,
    baseURL,
  }) => {
    await registerThroughApi(page.request, baseURL, newAccount('Nora', 'M'));
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeVisible();
    await expect(
      page.getByText('You need admin privileges to view this page.'),
    ).toBeVisible();
    await expect(page.getByTestId('admin-feed')).toHaveCount(0);
  });

  test('a guest on /admin is sent to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(toast(page)).toContainText('Please sign in');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('signing in without a page load joins the admin feed as the admin', async ({
    page,
  }) => {
    requireAdmin();
    // The socket opened as a guest on the list; signing in reconnects it.
    await page.goto('/');
    await new QuestionListPage(page).waitUntilLive();
    const auth = new AuthPage(page);
    await page
      .locator('header.site-header')
      .getByRole('link', { name: 'Login' })
      .click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await auth.login(ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL('/');
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin');
    await new AdminPanelPage(page).waitUntilLive();
  });
});
