import fc from 'fast-check';
import { SITE_LANGUAGES } from '../../src/common/languages';
import { TRANSLATOR_LANGUAGES } from '../../src/translator/translator-languages';
import { ACCOUNT_TYPES } from '../../src/users/user';
import { VOTE_KINDS } from '../../src/votes/vote-kinds';
import { REPORT_REASONS } from '../../src/reports/dto/create-report.dto';
import { bodyOf, pathId, queryOf, text } from './inputs';

export type Actor = 'guest' | 'member' | 'admin';

/** Ids of rows that exist when the fuzzing starts (and may be gone later). */
export interface FuzzFixtures {
  questions: number[];
  answers: number[];
  reports: number[];
  favorites: number[];
  /** Members the admin routes may change or delete (never the fuzzing actors). */
  victims: number[];
}

export interface FuzzModel {
  /** Who sends the requests: admin routes as an admin, member routes as a member. */
  actor: Actor;
  /** The JSON object the route expects (each field then fuzzed). */
  body?: fc.Arbitrary<Record<string, unknown>>;
  /** The route's query parameters (each then fuzzed, repeated, or joined by strangers). */
  query?: Record<string, fc.Arbitrary<string>>;
  /** Values for `:param`s of the path. */
  params?: Record<string, fc.Arbitrary<string>>;
  /** Share of the requests, relative to 1 (slow routes get less). */
  weight?: number;
}

const siteLanguage = fc.constantFrom(...SITE_LANGUAGES);
const translatorLanguage = fc.constantFrom(...TRANSLATOR_LANGUAGES);
const intText = (min: number, max: number) =>
  fc.integer({ min, max }).map(String);
const page = {
  limit: fc.oneof(intText(1, 60), fc.constantFrom('0', '-1', '201', '1e2')),
  offset: fc.oneof(
    intText(0, 500),
    fc.constantFrom('-1', '1.5', '99999999999'),
  ),
};

/**
 * One model per write route (and per search route), keyed as the route walker
 * names routes. A write route served by the app and missing here fails the
 * fuzz test; GET routes without a model are fuzzed on their ids and with
 * stranger query parameters.
 */
export function fuzzModels(fx: FuzzFixtures): Record<string, FuzzModel> {
  const id = (pick: () => number[]) => ({ id: pathId(pick) });
  const someId = (pick: () => number[]) =>
    fc.oneof(
      fc.nat().map((n) => {
        const ids = pick();
        return ids.length ? ids[n % ids.length] : 1;
      }),
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom(2_147_483_648, 9_007_199_254_740_991, 1.5, '7', '1e2'),
    );
  const questionBody = bodyOf({
    title: text(5, 200),
    content: text(0, 300),
    language: siteLanguage,
    targetLanguage: siteLanguage,
    userId: fc.integer(),
  });
  const answerBody = bodyOf({
    questionId: someId(() => fx.questions),
    content: text(10, 300),
    isAI: fc.constantFrom(false, true),
    userId: fc.integer(),
  });
  const likeModel: FuzzModel = {
    actor: 'member',
    params: id(() => fx.questions),
  };
  const listQuery = {
    search: text(0, 60),
    language: siteLanguage,
    ...page,
  };
  const translateBody = bodyOf({
    text: text(1, 200),
    source_language: translatorLanguage,
    target_language: translatorLanguage,
    feminine_mode: fc.boolean(),
  });
  const adminQuestion: FuzzModel = {
    actor: 'admin',
    params: id(() => fx.questions),
    weight: 0.5,
  };
  const seed: FuzzModel = { actor: 'admin', weight: 0.05 };
  return {
    'POST /api/register': {
      actor: 'guest',
      body: bodyOf({
        email: fc.emailAddress(),
        password: fc.oneof(
          fc.constant('correct horse battery'),
          text(8, 128),
          fc.constantFrom('password', '12345678'),
        ),
        username: fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/),
        firstName: text(0, 60),
        lastName: text(0, 60),
        nativeLanguages: fc.array(siteLanguage, { maxLength: 3 }),
        learningLanguages: fc.array(siteLanguage, { maxLength: 3 }),
      }),
    },
    'POST /api/login': {
      actor: 'guest',
      body: bodyOf({ email: fc.emailAddress(), password: text(1, 40) }),
      // Each sign-in hashes a password on purpose (slow): fewer of them.
      weight: 0.25,
    },
    'POST /api/logout': { actor: 'guest', weight: 0.3 },
    // Signing out by GET ends the session it is sent with: never the member's.
    'GET /api/logout': { actor: 'guest', weight: 0.3 },
    'POST /api/user/password': {
      actor: 'member',
      body: bodyOf({ currentPassword: text(1, 40), newPassword: text(8, 60) }),
      weight: 0.25,
    },
    'POST /api/questions': { actor: 'member', body: questionBody },
    'POST /api/fr/questions': { actor: 'member', body: questionBody },
    'POST /api/questions/:id/like': likeModel,
    'POST /api/fr/questions/:id/like': likeModel,
    'POST /api/answers': { actor: 'member', body: answerBody },
    'POST /api/fr/answers': { actor: 'member', body: answerBody },
    'POST /api/votes': {
      actor: 'member',
      body: bodyOf({
        answerId: someId(() => fx.answers),
        type: fc.constantFrom(...VOTE_KINDS),
        userId: fc.integer(),
      }),
    },
    'POST /api/reports': {
      actor: 'member',
      body: bodyOf({
        questionId: someId(() => fx.questions),
        answerId: someId(() => fx.answers),
        reason: fc.constantFrom(...REPORT_REASONS),
        details: text(0, 200),
      }),
    },
    'POST /api/translate': {
      actor: 'member',
      body: bodyOf({
        text: text(1, 200),
        fromLanguage: fc.constantFrom('dz', 'en', 'Auto-detect', 'French'),
        toLanguage: fc.constantFrom('en', 'fr', 'English', 'Arabic'),
        questionId: someId(() => fx.questions),
        answerId: someId(() => fx.answers),
      }),
    },
    'POST /api/translator/translate': { actor: 'member', body: translateBody },
    'POST /api/translator/advanced': { actor: 'member', body: translateBody },
    'POST /api/translator/tts': {
      actor: 'member',
      body: bodyOf({ text: text(1, 30), language: translatorLanguage }),
      weight: 0.3,
    },
    'POST /api/translator/favorite': {
      actor: 'member',
      body: bodyOf({
        source_text: text(1, 100),
        target_text: text(1, 100),
        arabic_script: text(0, 100),
        source_language: translatorLanguage,
        target_language: translatorLanguage,
        engine: fc.constantFrom('standard', 'advanced', 'offline'),
        feminine_mode: fc.boolean(),
      }),
    },
    'DELETE /api/translator/favorites/:id': {
      actor: 'member',
      params: id(() => fx.favorites),
    },
    'POST /contact': {
      actor: 'guest',
      body: bodyOf({
        name: text(2, 100),
        email: fc.emailAddress(),
        subject: text(5, 200),
        message: text(20, 400),
      }),
    },
    'DELETE /api/admin/questions/:id': adminQuestion,
    'DELETE /api/admin/fr/questions/:id': adminQuestion,
    'DELETE /api/admin/answers/:id': {
      actor: 'admin',
      params: id(() => fx.answers),
      weight: 0.5,
    },
    'POST /api/admin/reports/:id/dismiss': {
      actor: 'admin',
      params: id(() => fx.reports),
      weight: 0.5,
    },
    'POST /api/admin/reports/:id/delete-item': {
      actor: 'admin',
      params: id(() => fx.reports),
      weight: 0.5,
    },
    'DELETE /api/admin/users/:id': {
      actor: 'admin',
      params: id(() => fx.victims),
      weight: 0.5,
    },
    'PATCH /api/admin/users/:id/admin': {
      actor: 'admin',
      params: id(() => fx.victims),
      body: bodyOf({ isAdmin: fc.constant(false) }),
    },
    'PATCH /api/admin/users/:id/plan': {
      actor: 'admin',
      params: id(() => fx.victims),
      body: bodyOf({ plan: fc.constantFrom(...ACCOUNT_TYPES) }),
    },
    'POST /api/admin/seed': seed,
    'POST /api/admin/seed-darija': seed,
    'POST /api/admin/seed-darija-french': seed,
    // Searches and lists.
    'GET /api/questions': { actor: 'guest', query: listQuery, weight: 2 },
    'GET /api/fr/questions': { actor: 'guest', query: listQuery, weight: 2 },
    'GET /api/admin/users': {
      actor: 'admin',
      query: { search: text(0, 120), ...page },
      weight: 1.5,
    },
    'GET /api/admin/questions': { actor: 'admin', query: page },
    'GET /api/admin/fr/questions': { actor: 'admin', query: page },
    'GET /api/admin/audit': { actor: 'admin', query: page },
    'GET /api/admin/contact-messages': { actor: 'admin', query: page },
    'GET /api/users/public': { actor: 'member', query: page },
    'GET /api/fr/users/public': { actor: 'member', query: page },
    'GET /api/translator/history': { actor: 'member', query: page },
    'GET /api/questions/:id': {
      actor: 'guest',
      params: id(() => fx.questions),
    },
    'GET /api/fr/questions/:id': {
      actor: 'guest',
      params: id(() => fx.questions),
    },
    'GET /api/questions/:id/answers': {
      actor: 'guest',
      params: id(() => fx.questions),
      query: page,
    },
    'GET /api/fr/questions/:id/answers': {
      actor: 'guest',
      params: id(() => fx.questions),
      query: page,
    },
  };
}

/** Who calls a GET route that has no model of its own. */
export function defaultActor(path: string): Actor {
  return path.startsWith('/api/admin') ? 'admin' : 'member';
}

/** Stranger parameters for the GET routes without a model. */
export const strangerQuery = queryOf({});
