import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { recordCreated } from '../support/env';

/** English and French labels of the question screens. */
export const QUESTION_LABELS = {
  en: {
    home: '/',
    title: 'Title',
    content: 'Content (optional)',
    learning: "I'm learning",
    about: 'Question about',
    postQuestion: 'Post Question',
    questionPosted: 'Question posted!',
    answer: 'Your answer',
    postAnswer: 'Post Answer',
    answerPosted: 'Answer posted!',
    reportQuestion: 'Report this question',
    spam: 'Spam',
    sendReport: 'Send report',
    reportSent: 'Report sent',
    reported: 'Reported',
    search: 'Search questions...',
    resultsFor: (term: string) => `Results for “${term}”`,
    languageQuestions: (language: string) => `${language} Questions`,
    page: (n: number) => `Page ${n}`,
    darija: 'Darija',
    french: 'French',
    korean: 'Korean',
    assistant: 'AI Assistant',
    aiDisclaimer:
      'This answer was written by an AI assistant and may contain mistakes.',
    assistantWriting: 'The AI assistant is writing an answer...',
    seeTranslation: 'See translation',
    hideTranslation: 'Hide translation',
    newQuestions: (n: number) =>
      n === 1 ? '1 new question' : `${n} new questions`,
    show: 'Show',
  },
  fr: {
    home: '/fr',
    title: 'Titre',
    content: 'Contenu (facultatif)',
    learning: "J'apprends",
    about: 'Question à partir de',
    postQuestion: 'Publier la question',
    questionPosted: 'Question postée !',
    answer: 'Votre réponse',
    postAnswer: 'Publier la réponse',
    answerPosted: 'Réponse publiée !',
    reportQuestion: 'Signaler cette question',
    spam: 'Spam',
    sendReport: 'Envoyer le signalement',
    reportSent: 'Signalement envoyé',
    reported: 'Signalé',
    search: 'Rechercher des questions...',
    resultsFor: (term: string) => `Résultats pour « ${term} »`,
    // French writes a language's name in lower case inside a sentence.
    languageQuestions: (language: string) =>
      `Questions en ${language.toLocaleLowerCase('fr')}`,
    page: (n: number) => `Page ${n}`,
    darija: 'Darija',
    french: 'Français',
    korean: 'Coréen',
    assistant: 'Assistant IA',
    aiDisclaimer:
      'Cette réponse a été rédigée par un assistant IA et peut contenir des erreurs.',
    assistantWriting: "L'assistant IA rédige une réponse...",
    seeTranslation: 'Voir la traduction',
    hideTranslation: 'Masquer la traduction',
    newQuestions: (n: number) =>
      n === 1 ? '1 nouvelle question' : `${n} nouvelles questions`,
    show: 'Afficher',
  },
} as const;

export type QuestionLocale = keyof typeof QUESTION_LABELS;

/** A path of the app in the locale (`/ask` -> `/fr/ask`). */
export function localized(path: string, locale: QuestionLocale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}

/** Lower-case letters only, so search treats it as one word no other test uses. */
export function uniqueWord(): string {
  return Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

export const toast = (page: Page) => page.locator('li.toast');

/** The start of every answer from the stand-in AI provider the e2e server uses. */
export const STAND_IN_ANSWER = 'Demo answer from the stand-in AI server about:';

/** Asks through the API as the context's member; returns the new question's id. */
export async function askThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  question: {
    title: string;
    content?: string;
    language: string;
    targetLanguage: string;
  },
  locale: QuestionLocale = 'en',
): Promise<number> {
  const response = await request.post(
    locale === 'en' ? '/api/questions' : '/api/fr/questions',
    { headers: { Origin: new URL(String(baseURL)).origin }, data: question },
  );
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  recordCreated({ kind: 'question', id, locale });
  return id;
}

/** The /ask form. */
export class AskQuestionPage {
  private readonly labels: (typeof QUESTION_LABELS)[QuestionLocale];

  constructor(
    private readonly page: Page,
    private readonly locale: QuestionLocale = 'en',
  ) {
    this.labels = QUESTION_LABELS[locale];
  }

  async goto() {
    await this.page.goto(localized('/ask', this.locale));
    await expect(this.page.getByTestId('ask-form')).toBeVisible();
  }

  language(label: 'learning' | 'about'): Locator {
    return this.page.getByLabel(this.labels[label], { exact: true });
  }

  async chooseLanguage(label: 'learning' | 'about', name: string) {
    await this.language(label).click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.language(label)).toContainText(name);
  }

  /** Fills and posts the form; resolves once the new question's page is open. */
  async ask(title: string, content: string): Promise<number> {
    await this.page.getByLabel(this.labels.title, { exact: true }).fill(title);
    await this.page
      .getByLabel(this.labels.content, { exact: true })
      .fill(content);
    await this.page
      .getByRole('button', { name: this.labels.postQuestion })
      .click();
    await expect(toast(this.page)).toContainText(this.labels.questionPosted);
    await expect(this.page).toHaveURL(
      new RegExp(`${localized('/question/', this.locale)}\\d+$`),
    );
    const id = Number(new URL(this.page.url()).pathname.split('/').pop());
    recordCreated({ kind: 'question', id, locale: this.locale });
    return id;
  }
}

/** /question/:id: the question, its answers and the add-answer form. */
export class QuestionDetailPage {
  private readonly labels: (typeof QUESTION_LABELS)[QuestionLocale];

  constructor(
    private readonly page: Page,
    private readonly locale: QuestionLocale = 'en',
  ) {
    this.labels = QUESTION_LABELS[locale];
  }

  async goto(id: number) {
    await this.page.goto(localized(`/question/${id}`, this.locale));
    await expect(this.page.getByTestId('question-detail')).toBeVisible();
  }

  /** Waits until the page follows the question live (its room is joined). */
  async waitUntilLive() {
    await expect(this.page.getByTestId('answers')).toHaveAttribute(
      'data-live',
      'on',
    );
  }

  get answers() {
    return this.page.getByTestId('answer');
  }

  /** The AI assistant's answer (labelled with its fixed name). */
  get aiAnswer(): Locator {
    return this.answers.filter({
      has: this.page
        .getByTestId('answer-author')
        .getByText(this.labels.assistant, { exact: true }),
    });
  }

  get assistantWriting() {
    return this.page.getByTestId('assistant-writing');
  }

  get likeButton() {
    return this.page.getByTestId('question-like');
  }

  get likeCount() {
    return this.page.getByTestId('question-like-count');
  }

  answer(text: string): Locator {
    return this.page.getByTestId('answer').filter({ hasText: text });
  }

  async postAnswer(text: string) {
    await this.page.getByLabel(this.labels.answer, { exact: true }).fill(text);
    await this.page
      .getByRole('button', { name: this.labels.postAnswer })
      .click();
    await expect(toast(this.page)).toContainText(this.labels.answerPosted);
    await expect(this.answer(text)).toBeVisible();
  }

  async reportQuestion() {
    await this.page.getByTestId('question-report').click();
    const dialog = this.page.getByRole('dialog', {
      name: this.labels.reportQuestion,
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: this.labels.spam }).click();
    await dialog.getByRole('button', { name: this.labels.sendReport }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The question list (home page). */
export class QuestionListPage {
  constructor(private readonly page: Page) {}

  /** Waits until the list follows new questions live. */
  async waitUntilLive() {
    await expect(this.page.getByTestId('home-list')).toHaveAttribute(
      'data-live',
      'on',
    );
  }

  get newQuestionsBanner() {
    return this.page.getByTestId('new-questions-banner');
  }

  get newQuestionsCount() {
    return this.page.getByTestId('new-questions-count');
  }

  get cards() {
    return this.page.getByTestId('question-card');
  }

  card(title: string): Locator {
    return this.cards.filter({
      has: this.page.getByRole('link', { name: title, exact: true }),
    });
  }

  get pagination() {
    return this.page.getByTestId('pagination');
  }
}
