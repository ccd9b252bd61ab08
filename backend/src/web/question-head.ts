import { QuestionsService } from '../questions/questions.service';
import { PageHead } from './client-app';
import { staticPageHead, defaultPageHead } from './page-heads';

const QUESTION_PATH = /^(\/fr)?\/question\/(\d{1,10})\/?$/;
const SITE = 'Dialect Community';

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Link previews for question pages: the question's title and the start of its text. */
export function questionHead(questions: QuestionsService) {
  return async (pathname: string): Promise<PageHead | undefined> => {
    const match = QUESTION_PATH.exec(pathname);
    if (!match) return undefined;
    const locale = match[1] ? 'fr' : 'en';
    const question = await questions.summaryForPreview(
      Number(match[2]),
      locale,
    );
    if (!question) return undefined;
    return {
      title: `${clip(question.title, 120)} | ${SITE}`,
      description: clip(question.content || question.title, 200),
      type: 'article',
    };
  };
}

/** The head of any page that has its own: a question, or a static page. */
export function pageHead(questions: QuestionsService) {
  const question = questionHead(questions);
  return async (pathname: string): Promise<PageHead | undefined> =>
    (await question(pathname)) ??
    staticPageHead(pathname) ??
    defaultPageHead(pathname);
}
