import { jsonResponse, type FetchHandler } from '../../../test/render-app';
import type { Answer, Question, QuestionDetail, QuestionList } from '../types';

/** A question as its page reads it; a list item too (the same, without `reported`). */
export function makeQuestion(
  overrides: Partial<QuestionDetail> = {},
): QuestionDetail {
  return {
    id: 1,
    locale: 'en',
    title: 'How do you say thank you in Darija?',
    titleDir: 'ltr',
    content:
      'I hear "shukran" and "baraka llahu fik".\nWhich one is used more?',
    contentDir: 'ltr',
    language: 'fr',
    targetLanguage: 'dz',
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    answerCount: 0,
    likes: 0,
    liked: false,
    reported: false,
    user: {
      id: 3,
      username: 'karim',
      profileImageUrl: null,
      nativeLanguages: ['fr'],
    },
    ...overrides,
  };
}

export function makeAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    id: 11,
    questionId: 1,
    content: 'Both are fine; "shukran" is the everyday word.',
    contentDir: 'ltr',
    isAI: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    useful: 0,
    notUseful: 0,
    likes: 0,
    myVotes: [],
    reported: false,
    user: {
      id: 4,
      username: 'sofia',
      profileImageUrl: null,
      nativeLanguages: ['dz'],
      qualityPoints: 3,
      totalAnswers: 5,
      totalLikes: 2,
    },
    ...overrides,
  };
}

export function listOf(
  questions: Question[],
  { total = questions.length, limit = 20, offset = 0 } = {},
): QuestionList {
  return {
    questions,
    pagination: {
      page: Math.floor(offset / limit) + 1,
      totalPages: Math.ceil(total / limit),
      total,
      limit,
      offset,
    },
  };
}

/** Answers GET requests whose path (without the query) is `path`. */
export function onGet(
  path: string,
  respond: (params: URLSearchParams) => Response,
): FetchHandler {
  return (url, init) => {
    const [pathname, query = ''] = url.split('?');
    if (pathname !== path || (init?.method ?? 'GET') !== 'GET')
      return undefined;
    return respond(new URLSearchParams(query));
  };
}

export function onPost(
  path: string,
  respond: (body: unknown) => Response | Promise<Response>,
): FetchHandler {
  return (url, init) =>
    url === path && init?.method === 'POST'
      ? respond(JSON.parse(String(init.body ?? 'null')))
      : undefined;
}

/** Tries each handler in turn. */
export function handlers(...list: FetchHandler[]): FetchHandler {
  return async (url, init) => {
    for (const handler of list) {
      const response = await handler(url, init);
      if (response) return response;
    }
    return undefined;
  };
}

export { jsonResponse };

/**
 * The question list API under `prefix` over `state.questions` (read at each
 * request, so a test can change it), newest first: each page its own
 * questions, filtered by `language` when asked.
 */
export function pagedQuestions(
  state: { questions: Question[] },
  prefix = '/api',
): FetchHandler {
  return onGet(`${prefix}/questions`, (params) => {
    const language = params.get('language');
    const matching = state.questions.filter(
      (q) => !language || q.targetLanguage === language,
    );
    const offset = Number(params.get('offset'));
    const limit = Number(params.get('limit'));
    return jsonResponse(
      listOf(matching.slice(offset, offset + limit), {
        total: matching.length,
        limit,
        offset,
      }),
    );
  });
}
