import { jsonResponse, type FetchHandler } from '../../../test/render-app';
import type { AdminQuestion } from '../api/get-admin-questions';
import type { AdminUser } from '../api/get-admin-users';
import type { AuditEntry } from '../api/get-audit-log';
import type { ContactMessage } from '../api/get-contact-messages';
import type { AdminReport } from '../api/get-reports';
import type { SeedResult } from '../api/seed-content';
import type { AdminStats } from '../types';

type Locale = 'en' | 'fr';

export type RecordedRequest = { method: string; url: string; body: unknown };

type Failure = { method: string; path: RegExp; response: () => Response };

let nextId = 1000;

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const id = overrides.id ?? ++nextId;
  return {
    id,
    username: `member${id}`,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    isAdmin: false,
    nativeLanguages: ['ar'],
    learningLanguages: ['fr'],
    totalAnswers: 0,
    email: `member${id}@example.com`,
    accountType: 'free',
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeQuestion(
  overrides: Partial<AdminQuestion> = {},
): AdminQuestion {
  const id = overrides.id ?? ++nextId;
  return {
    id,
    locale: 'en',
    title: `Question ${id}`,
    titleDir: 'ltr',
    content: '',
    contentDir: 'auto',
    language: 'en',
    targetLanguage: 'dz',
    createdAt: '2025-03-02T10:00:00.000Z',
    answerCount: 0,
    likes: 0,
    liked: false,
    user: {
      id: 1,
      username: 'root',
      profileImageUrl: null,
      nativeLanguages: [],
    },
    ...overrides,
  };
}

export function makeReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: overrides.id ?? ++nextId,
    questionId: null,
    answerId: null,
    reason: 'spam',
    details: null,
    status: 'open',
    createdAt: '2025-03-03T10:00:00.000Z',
    reporter: { id: 7, username: 'amina' },
    excerpt: null,
    link: null,
    ...overrides,
  };
}

/** An audit log entry, by another admin unless `actor` says otherwise. */
export function makeAuditEntry(
  overrides: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'targetType'>,
): AuditEntry {
  return {
    id: overrides.id ?? ++nextId,
    at: new Date().toISOString(),
    actor: { id: 2, username: 'second_admin' },
    targetId: null,
    details: {},
    ...overrides,
  };
}

export function makeContactMessage(
  overrides: Partial<ContactMessage> = {},
): ContactMessage {
  const id = overrides.id ?? ++nextId;
  return {
    id,
    name: `Sender ${id}`,
    email: `sender${id}@example.com`,
    subject: `Subject ${id}`,
    message: `Message ${id}: a question about the community.`,
    createdAt: '2025-03-04T10:00:00.000Z',
    emailedAt: null,
    ...overrides,
  };
}

const SEED_ADDS: Record<string, SeedResult> = {
  '/api/admin/seed': { users: 2, questions: 3, answers: 5 },
  '/api/admin/seed-darija': { users: 1, questions: 4, answers: 8 },
  '/api/admin/seed-darija-french': { users: 0, questions: 2, answers: 1 },
};

const SEED_ACTIONS: Record<string, string> = {
  '/api/admin/seed': 'seed.general',
  '/api/admin/seed-darija': 'seed.darija',
  '/api/admin/seed-darija-french': 'seed.darija-french',
};

export const SITEMAP_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://localhost/</loc></url></urlset>';

/**
 * The admin API in memory, close enough to the server for page tests: lists page
 * and search, changes are kept and logged, self-demotion and self-deletion are
 * refused with the server's messages, and any route can be made to fail.
 */
export class FakeAdminServer {
  users: AdminUser[];
  questions: Record<Locale, AdminQuestion[]>;
  reports: AdminReport[];
  audit: AuditEntry[] = [];
  /** The contact form's messages, newest first. */
  contactMessages: ContactMessage[] = [];
  aiAnswers = 4;
  readonly requests: RecordedRequest[] = [];
  private readonly failures: Failure[] = [];
  private readonly seeded = new Set<string>();

  constructor(
    readonly admin: AdminUser,
    data: {
      users?: AdminUser[];
      questions?: Partial<Record<Locale, AdminQuestion[]>>;
      reports?: AdminReport[];
      audit?: AuditEntry[];
      contactMessages?: ContactMessage[];
    } = {},
  ) {
    this.users = [admin, ...(data.users ?? [])];
    this.questions = {
      en: data.questions?.en ?? [],
      fr: data.questions?.fr ?? [],
    };
    this.reports = data.reports ?? [];
    this.audit = data.audit ?? [];
    this.contactMessages = data.contactMessages ?? [];
  }

  /** Makes every later `method` request whose path matches answer `response`. */
  fail(method: string, path: RegExp, response: () => Response) {
    this.failures.push({ method, path, response });
  }

  /** Every route answers normally again. */
  recover() {
    this.failures.length = 0;
  }

  /** The requests sent with `method` to a path matching `path`. */
  sent(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) =>
        r.method === method &&
        (typeof path === 'string'
          ? r.url.split('?')[0] === path
          : path.test(r.url)),
    );
  }

  stats(): AdminStats {
    const questions = [...this.questions.en, ...this.questions.fr];
    return {
      totalUsers: this.users.length,
      totalEnQuestions: this.questions.en.length,
      totalFrQuestions: this.questions.fr.length,
      totalAnswers: questions.reduce((sum, q) => sum + q.answerCount, 0),
      aiAnswers: this.aiAnswers,
      openReports: this.reports.length,
      assistant: {
        enabled: true,
        provider: 'openai',
        providers: { openai: true, gemini: false },
        calls: [
          {
            provider: 'openai',
            lastSuccessAt: null,
            lastFailureAt: null,
            failuresInARow: 0,
            failing: false,
            lastFailure: null,
          },
        ],
      },
    };
  }

  readonly handle: FetchHandler = (url, init) => {
    if (!url.startsWith('/api/admin/')) return undefined;
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    this.requests.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = this.failures.find(
      (f) => f.method === method && f.path.test(pathname),
    );
    if (failure) return failure.response();
    return this.route(method, pathname, searchParams, body);
  };

  private log(
    action: string,
    targetType: string,
    targetId: number | null,
    details: Record<string, unknown> = {},
  ) {
    this.audit.unshift(
      makeAuditEntry({
        actor: { id: this.admin.id, username: this.admin.username },
        action,
        targetType,
        targetId,
        details,
      }),
    );
  }

  private route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): Response {
    const input = (body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (method === 'GET' && path === '/api/admin/stats')
      return jsonResponse(this.stats());

    if (method === 'GET' && path === '/api/admin/users') {
      const search = (query.get('search') ?? '').toLowerCase();
      const limit = Number(query.get('limit') ?? 50);
      const offset = Number(query.get('offset') ?? 0);
      const found = this.users.filter(
        (u) =>
          !search ||
          u.username.toLowerCase().includes(search) ||
          u.email.toLowerCase().includes(search),
      );
      return paged(found.slice(offset, offset + limit), found.length);
    }
    if ((match = /^\/api\/admin\/users\/(\d+)\/(admin|plan)$/.exec(path))) {
      const id = Number(match[1]);
      const user = this.users.find((u) => u.id === id);
      if (!user) return error(404, 'User not found', 'user_not_found');
      if (match[2] === 'admin') {
        if (id === this.admin.id && input.isAdmin === false)
          return error(
            400,
            'You cannot remove your own admin rights: ask another admin.',
            'cannot_remove_own_admin',
          );
        user.isAdmin = Boolean(input.isAdmin);
        this.log(user.isAdmin ? 'user.promote' : 'user.demote', 'user', id, {
          username: user.username,
        });
      } else {
        const from = user.accountType;
        user.accountType = input.plan as AdminUser['accountType'];
        this.log('user.plan', 'user', id, {
          username: user.username,
          from,
          to: user.accountType,
        });
      }
      return jsonResponse({ ...user });
    }
    if (
      method === 'DELETE' &&
      (match = /^\/api\/admin\/users\/(\d+)$/.exec(path))
    ) {
      const id = Number(match[1]);
      if (id === this.admin.id)
        return error(
          400,
          'You cannot delete your own account from the admin panel.',
          'cannot_delete_self',
        );
      const user = this.users.find((u) => u.id === id);
      if (!user) return error(404, 'User not found', 'user_not_found');
      this.users = this.users.filter((u) => u.id !== id);
      for (const list of Object.values(this.questions))
        for (const q of list) if (q.user?.id === id) q.user = null;
      this.log('user.delete', 'user', id, {
        username: user.username,
        email: user.email,
      });
      return new Response(null, { status: 204 });
    }

    if ((match = /^\/api\/admin(\/fr)?\/questions(?:\/(\d+))?$/.exec(path))) {
      const locale: Locale = match[1] ? 'fr' : 'en';
      if (method === 'GET' && !match[2]) {
        const limit = Number(query.get('limit') ?? 50);
        const offset = Number(query.get('offset') ?? 0);
        const all = this.questions[locale];
        return paged(all.slice(offset, offset + limit), all.length);
      }
      if (method === 'DELETE' && match[2]) {
        const id = Number(match[2]);
        const question = this.questions[locale].find((q) => q.id === id);
        if (!question) return error(404, 'Question not found');
        this.deleteQuestion(id);
        this.log('question.delete', 'question', id, {
          locale,
          title: question.title,
        });
        return new Response(null, { status: 204 });
      }
    }

    if (method === 'GET' && path === '/api/admin/reports') {
      const limit = Number(query.get('limit') ?? 100);
      const offset = Number(query.get('offset') ?? 0);
      return paged(
        this.reports.slice(offset, offset + limit),
        this.reports.length,
      );
    }
    if (
      method === 'POST' &&
      (match = /^\/api\/admin\/reports\/(\d+)\/(dismiss|delete-item)$/.exec(
        path,
      ))
    ) {
      const id = Number(match[1]);
      const report = this.reports.find((r) => r.id === id);
      if (!report) return error(404, 'Report not found');
      this.reports = this.reports.filter((r) => r.id !== id);
      if (match[2] === 'dismiss') this.log('report.dismiss', 'report', id);
      else {
        if (report.questionId !== null) this.deleteQuestion(report.questionId);
        this.log('report.delete-item', 'report', id, {
          questionId: report.questionId,
          answerId: report.answerId,
        });
      }
      return new Response(null, { status: 204 });
    }

    if (method === 'POST' && path in SEED_ADDS) {
      const added = this.seeded.has(path)
        ? { users: 0, questions: 0, answers: 0 }
        : (SEED_ADDS[path] as SeedResult);
      this.seeded.add(path);
      for (let n = 0; n < added.questions; n += 1)
        this.questions[path.endsWith('french') ? 'fr' : 'en'].unshift(
          makeQuestion({ title: `Seeded ${path} ${n}` }),
        );
      this.log(SEED_ACTIONS[path] ?? path, 'seed', null, { ...added });
      return jsonResponse(added);
    }

    if (method === 'GET' && path === '/api/admin/sitemap') {
      this.log('sitemap.generate', 'sitemap', null);
      return new Response(SITEMAP_XML, {
        status: 200,
        headers: {
          'Content-Type': 'application/xml',
          'Content-Disposition': 'attachment; filename="sitemap.xml"',
        },
      });
    }

    if (method === 'GET' && path === '/api/admin/audit') {
      const limit = Number(query.get('limit') ?? 50);
      const offset = Number(query.get('offset') ?? 0);
      return paged(this.audit.slice(offset, offset + limit), this.audit.length);
    }

    if (method === 'GET' && path === '/api/admin/contact-messages') {
      const limit = Number(query.get('limit') ?? 50);
      const offset = Number(query.get('offset') ?? 0);
      const all = this.contactMessages;
      return paged(all.slice(offset, offset + limit), all.length);
    }

    return error(404, 'Not Found');
  }

  /** Removes a question with its reports (a test calls it for a deletion made elsewhere). */
  deleteQuestion(id: number) {
    for (const locale of ['en', 'fr'] as const)
      this.questions[locale] = this.questions[locale].filter(
        (q) => q.id !== id,
      );
    this.reports = this.reports.filter((r) => r.questionId !== id);
  }
}

/** The server's error body: `{ statusCode, code, message, error }`. */
export function error(
  status: number,
  message: string,
  code?: string,
): Response {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    500: 'Internal Server Error',
  };
  return jsonResponse(
    {
      statusCode: status,
      ...(code ? { code } : {}),
      message,
      error: names[status] ?? 'Error',
    },
    status,
  );
}

/** The expired-session answer. */
export const unauthorized = () => error(401, 'Unauthorized');

/** A server failure with no message for people. */
export const serverError = () =>
  new Response('', { status: 500, statusText: 'Internal Server Error' });

function paged(items: unknown[], total: number): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'X-Total-Count': String(total),
    },
  });
}
