import { parseId } from '../common/parse-id.pipe';
import { QuestionsService } from '../questions/questions.service';
import { PageHead } from './client-app';
import { defaultPageHead, homePageHead, staticPageHead } from './page-heads';

/** A question page; without an id (`/question/`) it is a question not found. */
const QUESTION_PATH = /^(\/fr)?\/question(?:\/([^/]+))?\/?$/;
const SITE = 'Dialect Community';

/** The head of a question page whose question does not exist (in that locale), as the page says it. */
const MISSING = {
  en: {
    title: `Question not found | ${SITE}`,
    description: 'This question does not exist or has been removed.',
  },
  fr: {
    title: `Question introuvable | ${SITE}`,
    description: "Cette question n'existe pas ou a été supprimée.",
  },
};

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Link previews for question pages: the question's title and the start of its
 * text; for a question that does not exist in the page's locale, a 404.
 */
export function questionHead(questions: QuestionsService) {
  return async (pathname: string): Promise<PageHead | undefined> => {
    const match = QUESTION_PATH.exec(pathname);
    if (!match) return undefined;
    const locale = match[1] ? 'fr' : 'en';
    const id = match[2] === undefined ? undefined : parseId(match[2]);
    const question =
      id === undefined ? null : await questions.summaryForPreview(id, locale);
    if (!question) return { ...MISSING[locale], notFound: true };
    return {
      title: `${clip(question.title, 120)} | ${SITE}`,
      description: clip(question.content || question.title, 200),
      type: 'article',
    };
  };
}

/** The head of any page that has its own: a question, a static page, or home. */
export function pageHead(questions: QuestionsService) {
  const question = questionHead(questions);
  return async (pathname: string): Promise<PageHead | undefined> =>
    (await question(pathname)) ??
    staticPageHead(pathname) ??
    homePageHead(pathname) ??
    defaultPageHead(pathname);
}
