import { expect, test, type Page } from '@playwright/test';
import {
  AuthPage,
  newAccount,
  originHeaders,
  registerThroughApi,
} from '../pages/auth-page';
import {
  AskQuestionPage,
  QUESTION_LABELS,
  QuestionDetailPage,
  QuestionListPage,
  askThroughApi,
  localized,
  toast,
  uniqueWord,
  type QuestionLocale,
} from '../pages/questions-page';
import {
  aiProviderOn,
  LOCAL_ONLY_REASON,
  requireAdmin,
  requireLocalServer,
} from '../support/env';
import { apiAs } from '../support/api';
import { TranslatorPage } from '../pages/translator-page';

/** Asking, answering, likes, votes, reports, search, language filter and pages, in both locales. */

const LOCALES: QuestionLocale[] = ['en', 'fr'];

/** Questions created through the API for the pagination test: one more than a page. */
const PAGINATED_QUESTIONS = 21;

/** Under load (other tests asking too) an AI answer can wait. */
const AI_ANSWER_TIMEOUT_MS = 45_000;

for (const locale of LOCALES) {
  const l = QUESTION_LABELS[locale];

  test.describe(`questions (${locale})`, () => {
    test('ask, answer, like, vote, report and find a question', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      const auth = new AuthPage(page, locale);
      await auth.goto();
      await auth.register(newAccount('Nadia', 'Tazi'), {
        nativeLanguages: [l.french],
        learningLanguages: [l.darija],
      });
      await expect(page).toHaveURL(localized('/', locale));

      // Ask: the languages start from the profile.
      await page.getByTestId('header-ask').click();
      const ask = new AskQuestionPage(page, locale);
      await expect(page).toHaveURL(localized('/ask', locale));
      await expect(ask.language('learning')).toContainText(l.darija);
      await expect(ask.language('about')).toContainText(l.french);
      const word = uniqueWord();
      const title =
        locale === 'en'
          ? `How do you say ${word} in Darija?`
          : `Comment dit-on ${word} en darija ?`;
      await ask.ask(title, 'Line one of the context.\nLine two.');

      const question = new QuestionDetailPage(page, locale);
      await expect(
        page.getByRole('heading', { level: 1, name: title }),
      ).toBeVisible();
      await expect(page.getByTestId('question-content')).toHaveText(
        'Line one of the context.\nLine two.',
      );

      // Answer.
      const answerText = `Kifach ${word}: you can say "bslama" in Morocco.`;
      await question.postAnswer(answerText);
      await expect(page.getByLabel(l.answer, { exact: true })).toHaveValue('');

      // Like the question, then take it back.
      await expect(question.likeCount).toHaveText('0');
      await question.likeButton.click();
      await expect(question.likeCount).toHaveText('1');
      await expect(question.likeButton).toHaveAttribute('aria-pressed', 'true');
      await question.likeButton.click();
      await expect(question.likeCount).toHaveText('0');
      await expect(question.likeButton).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      // Nobody votes on their own answer: another member does.
      const own = question.answer(answerText);
      await expect(own.getByTestId('answer-useful')).toBeDisabled();
      const voterContext = await browser.newContext({ baseURL });
      const voterPage = await voterContext.newPage();
      await registerThroughApi(
        voterPage.request,
        baseURL,
        newAccount('Yassine', 'Alaoui'),
      );
      const questionId = Number(new URL(page.url()).pathname.split('/').pop());
      const voterView = new QuestionDetailPage(voterPage, locale);
      await voterView.goto(questionId);

      // Useful, then not useful: one excludes the other.
      const answer = voterView.answer(answerText);
      await answer.getByTestId('answer-useful').click();
      await expect(answer.getByTestId('answer-useful-count')).toHaveText('1');
      await expect(answer.getByTestId('answer-useful')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await answer.getByTestId('answer-not-useful').click();
      await expect(answer.getByTestId('answer-not-useful-count')).toHaveText(
        '1',
      );
      await expect(answer.getByTestId('answer-useful-count')).toHaveText('0');
      await expect(answer.getByTestId('answer-useful')).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      await voterContext.close();

      // Reported: the button says so, and still does on another visit: the
      // question's read says the member has a report on it.
      await question.reportQuestion();
      await expect(toast(page)).toContainText(l.reportSent);
      const reportButton = page.getByTestId('question-report');
      await expect(reportButton).toHaveText(l.reported);
      // Unavailable, yet it keeps the focus the dialog gave back.
      await expect(reportButton).toHaveAttribute('aria-disabled', 'true');
      await expect(reportButton).toBeFocused();
      await page.reload();
      await expect(page.getByTestId('offline-notice')).toBeAttached();
      await expect(reportButton).toHaveText(l.reported);
      await expect(reportButton).toHaveAttribute('aria-disabled', 'true');
      // Pressed anyway (past Playwright's wait for an enabled element): no dialog.
      await reportButton.click({ force: true });
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // With an AI provider, every new question also gets the assistant's
      // answer, live (it may wait behind other questions' answers).
      const withAssistant = await aiProviderOn(page.request);
      if (withAssistant)
        await expect(question.aiAnswer).toHaveCount(1, {
          timeout: AI_ANSWER_TIMEOUT_MS,
        });

      // Find it with the header search.
      const search = page
        .locator('header.site-header')
        .getByPlaceholder(l.search);
      await search.fill(word);
      await search.press('Enter');
      await expect(page).toHaveURL(`${localized('/', locale)}?search=${word}`);
      await expect(
        page.getByRole('heading', { level: 1, name: l.resultsFor(word) }),
      ).toBeVisible();
      const list = new QuestionListPage(page);
      await expect(list.card(title)).toBeVisible();
      // The member's answer, and the AI assistant's.
      await expect(
        list.card(title).getByTestId('question-card-answers'),
      ).toContainText(withAssistant ? '2' : '1');
    });

    test('see a question in English, hide it, and see it again', async ({
      page,
      baseURL,
    }) => {
      // The stand-in provider's translation is known in advance.
      requireLocalServer();
      await registerThroughApi(
        page.request,
        baseURL,
        newAccount('Hana', 'Tran'),
      );
      const title =
        locale === 'en'
          ? `What does ${uniqueWord()} mean?`
          : `Que veut dire ${uniqueWord()} ?`;
      const id = await askThroughApi(
        page.request,
        baseURL,
        { title, language: locale, targetLanguage: 'dz' },
        locale,
      );
      const translations: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/translate')
          translations.push(request.method());
      });

      const question = new QuestionDetailPage(page, locale);
      await question.goto(id);
      const button = page.getByTestId('question-translate');
      const translation = page.getByTestId('question-translation');
      await expect(button).toHaveText(l.seeTranslation);
      await expect(translation).toHaveCount(0);

      await button.click();
      await expect(translation).toContainText(`[translated] ${title}`);
      await expect(button).toHaveText(l.hideTranslation);
      await expect(button).toHaveAttribute('aria-expanded', 'true');

      await button.click();
      await expect(translation).toHaveCount(0);
      await expect(button).toHaveText(l.seeTranslation);

      await button.click();
      await expect(translation).toContainText(`[translated] ${title}`);
      expect(translations).toEqual(['POST']);
    });

    test.describe('language filter and pages', () => {
      test.describe.configure({ mode: 'default' });

      const runWord = uniqueWord();

      test.beforeAll(async ({ browser }, testInfo) => {
        // Exact counts of Korean questions: only in a database of the suite's own.
        testInfo.skip(!!process.env.BASE_URL, LOCAL_ONLY_REASON);
        const baseURL = String(testInfo.project.use.baseURL);
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        const headers = { Origin: new URL(baseURL).origin };
        const account = newAccount('Minji', 'Park');
        const registered = await page.request.post('/api/register', {
          headers,
          data: {
            email: account.email,
            password: account.password,
            username: account.username,
          },
        });
        expect(registered.status()).toBe(201);
        for (let n = 1; n <= PAGINATED_QUESTIONS; n += 1) {
          await askThroughApi(
            page.request,
            baseURL,
            {
              title: `Korean counting ${runWord} number ${n}`,
              content: `How do I count to ${n} in Korean?`,
              language: locale,
              targetLanguage: 'ko',
            },
            locale,
          );
        }
        await context.close();
      });

      test('filter by a sidebar language and open page 2', async ({ page }) => {
        await page.goto(localized('/?search=football', locale));
        const korean = page.getByTestId('sidebar-language-ko');
        await expect(korean).toContainText(l.korean);
        await korean.click();

        await expect(page).toHaveURL(`${localized('/', locale)}?language=ko`);
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: l.languageQuestions(l.korean),
          }),
        ).toBeVisible();
        const list = new QuestionListPage(page);
        await expect(list.cards).toHaveCount(20);
        const firstOnPage1 = await list.cards
          .first()
          .getByRole('heading')
          .textContent();

        await list.pagination
          .getByRole('link', { name: l.page(2), exact: true })
          .click();
        await expect(page).toHaveURL(
          `${localized('/', locale)}?language=ko&page=2`,
        );
        await expect(
          list.pagination.getByRole('link', { name: l.page(2), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(list.cards.first()).toBeVisible();
        await expect(list.cards.first().getByRole('heading')).not.toHaveText(
          firstOnPage1 ?? '',
        );
        // The oldest question is the last one, on page 2.
        await expect(
          list.card(`Korean counting ${runWord} number 1`),
        ).toBeVisible();
      });
    });
  });
}

/** A new member, signed in, on a new question of theirs. */
async function memberOnNewQuestion(
  page: Page,
  baseURL: string | undefined,
  title: string,
) {
  const account = newAccount();
  await registerThroughApi(page.request, baseURL, account);
  const id = await askThroughApi(page.request, baseURL, {
    title,
    language: 'en',
    targetLanguage: 'dz',
  });
  const question = new QuestionDetailPage(page);
  await question.goto(id);
  return { account, id, question };
}

test.describe('a session that ends while an answer is being written', () => {
  test('the answer waits through signing in again, on the same question', async ({
    page,
    baseURL,
  }) => {
    const l = QUESTION_LABELS.en;
    const { account, id, question } = await memberOnNewQuestion(
      page,
      baseURL,
      `Saying goodbye ${uniqueWord()}`,
    );
    const text = `Beslama, written before the session ended ${uniqueWord()}`;
    await page.getByLabel(l.answer, { exact: true }).fill(text);

    // Signed out in another tab: the server closes the session's sockets and
    // the page turns to a guest's by itself, offering to sign in.
    const out = await page.request.post('/api/logout', {
      headers: originHeaders(baseURL),
    });
    expect(out.ok()).toBe(true);
    await expect(page.getByRole('button', { name: l.postAnswer })).toHaveCount(
      0,
    );
    await page.getByTestId('answer-sign-in-button').click();
    await expect(page).toHaveURL(/\/auth$/);

    // The sign-in form, not a member's redirect; then back to the answer as typed.
    await new AuthPage(page).login(account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`/question/${id}$`));
    await expect(page.getByLabel(l.answer, { exact: true })).toHaveValue(text);
    await page.getByRole('button', { name: l.postAnswer }).click();
    await expect(question.answer(text)).toBeVisible();
    await expect(page.getByLabel(l.answer, { exact: true })).toHaveValue('');
  });
});

test.describe('a member deleted while writing', () => {
  test('leaves nothing of what they wrote to the next member on the tab, nor to a guest', async ({
    page,
    baseURL,
    playwright,
  }) => {
    requireAdmin();
    const l = QUESTION_LABELS.en;
    const { id, question } = await memberOnNewQuestion(
      page,
      baseURL,
      `Leaving mid-answer ${uniqueWord()}`,
    );
    const text = `A private answer, never posted ${uniqueWord()}`;
    await page.getByLabel(l.answer, { exact: true }).fill(text);
    const translator = new TranslatorPage(page);
    await translator.goto('/moroccan-darija');
    await translator.sourceText.fill('good morning');
    await translator.waitForTranslation();
    const me = (await (await page.request.get('/api/user')).json()) as {
      id: number;
    };
    const admin = await apiAs(playwright, baseURL, 'admin');
    expect(
      (await admin.delete(`/api/admin/users/${me.id}`)).status(),
    ).toBeLessThan(300);
    await admin.dispose();

    // The tab as a guest: the translator starts empty.
    await page.reload();
    await expect(translator.sourceText).toHaveValue('');
    // Someone else signs in on the tab: an empty answer box.
    await registerThroughApi(page.request, baseURL, newAccount());
    await question.goto(id);
    await expect(page.getByLabel(l.answer, { exact: true })).toHaveValue('');
  });
});

test.describe('a session that ends while a question is being written', () => {
  test('signing in again through /api/login leads back to the question as written', async ({
    page,
    baseURL,
  }) => {
    const l = QUESTION_LABELS.en;
    const account = newAccount();
    await registerThroughApi(page.request, baseURL, account, {
      nativeLanguages: ['fr'],
      learningLanguages: ['dz'],
    });
    const ask = new AskQuestionPage(page);
    await ask.goto();
    const title = `How do I say see you tomorrow ${uniqueWord()}?`;
    const content = 'Heard at the market, before the session ended.';
    await page.getByLabel(l.title, { exact: true }).fill(title);
    await page.getByLabel(l.content, { exact: true }).fill(content);

    // Signed out in another tab: the post is refused, and the re-login
    // redirect names this page.
    const out = await page.request.post('/api/logout', {
      headers: originHeaders(baseURL),
    });
    expect(out.ok()).toBe(true);
    await page.getByRole('button', { name: l.postQuestion }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fask$/);

    // Signing in leads back to /ask with the question as it was typed.
    await new AuthPage(page).login(account.email, account.password);
    await expect(page).toHaveURL(/\/ask$/);
    await expect(page.getByLabel(l.title, { exact: true })).toHaveValue(title);
    await expect(page.getByLabel(l.content, { exact: true })).toHaveValue(
      content,
    );
  });
});

test.describe('a connection lost while answering', () => {
  test('the page says it is offline, and the answer goes out once the connection is back', async ({
    page,
    context,
    baseURL,
  }) => {
    const l = QUESTION_LABELS.en;
    const { question } = await memberOnNewQuestion(
      page,
      baseURL,
      `Saying see you soon ${uniqueWord()}`,
    );
    const notice = page.getByTestId('offline-notice');
    // Loaded with the page's other deferred parts, before it is needed.
    await expect(notice).toBeAttached();
    await expect(notice).toBeHidden();

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(
      'You are offline. What you send waits and goes out once the connection is back.',
    );
    const text = `Nchoufek mn b3d, sent while offline ${uniqueWord()}`;
    await page.getByLabel(l.answer, { exact: true }).fill(text);
    await page.getByRole('button', { name: l.postAnswer }).click();
    await expect(question.answer(text)).toHaveCount(0);

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect(toast(page)).toContainText(l.answerPosted);
    await expect(question.answer(text)).toBeVisible();
  });
});

test.describe('a report pressed while offline', () => {
  test('its dialog opens once the connection is back', async ({
    page,
    context,
    baseURL,
  }) => {
    const l = QUESTION_LABELS.en;
    await memberOnNewQuestion(
      page,
      baseURL,
      `Saying good night ${uniqueWord()}`,
    );
    await expect(page.getByTestId('offline-notice')).toBeAttached();
    await context.setOffline(true);
    await page.getByTestId('question-report').click();
    const dialog = page.getByRole('dialog', { name: l.reportQuestion });
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await context.setOffline(false);
    await expect(dialog).toBeVisible();
  });
});

test.describe('a page opened while offline', () => {
  test('loads by itself once the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('offline-notice')).toBeAttached();
    await context.setOffline(true);
    // The translator's code is not loaded yet: it cannot come while offline.
    await page.getByTestId('header-translator').click();
    await expect(page.getByRole('alert')).toContainText('An error occurred');
    await expect(page).toHaveTitle('An error occurred | Dialect Community');

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/translator$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /translator/i }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
