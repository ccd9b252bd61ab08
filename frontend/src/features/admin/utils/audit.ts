import type { MessageId } from '../../../i18n/messages';
import type { AuditEntry } from '../api/get-audit-log';
import type { SeedResult } from '../api/seed-content';

/** Readable names of the admin actions the server logs. */
export const AUDIT_ACTIONS: Record<string, MessageId> = {
  'user.promote': 'admin.audit.action.userPromote',
  'user.demote': 'admin.audit.action.userDemote',
  'user.plan': 'admin.audit.action.userPlan',
  'user.delete': 'admin.audit.action.userDelete',
  'question.delete': 'admin.audit.action.questionDelete',
  'answer.delete': 'admin.audit.action.answerDelete',
  'report.dismiss': 'admin.audit.action.reportDismiss',
  'report.delete-item': 'admin.audit.action.reportDeleteItem',
  'seed.general': 'admin.audit.action.seedGeneral',
  'seed.darija': 'admin.audit.action.seedDarija',
  'seed.darija-french': 'admin.audit.action.seedDarijaFrench',
  'sitemap.generate': 'admin.audit.action.sitemapGenerate',
};

/** The readable name of an action, or `null` for one this client does not know. */
export function auditActionLabel(action: string): MessageId | null {
  return Object.hasOwn(AUDIT_ACTIONS, action)
    ? (AUDIT_ACTIONS[action] ?? null)
    : null;
}

/** What an entry was done to, read from its details (which vary by action). */
export type AuditTarget =
  | { kind: 'user'; id: number | null; username: string | null }
  | {
      kind: 'plan';
      id: number | null;
      username: string | null;
      from: string | null;
      to: string | null;
    }
  | {
      kind: 'question';
      id: number | null;
      title: string | null;
      locale: string | null;
    }
  | { kind: 'answer'; id: number | null; excerpt: string | null }
  | {
      kind: 'report';
      id: number | null;
      questionId: number | null;
      answerId: number | null;
      /** The report's reason, and what it pointed at (logged since 2 December). */
      reason: string | null;
      title: string | null;
      excerpt: string | null;
      locale: string | null;
    }
  | { kind: 'seed'; added: SeedResult | null }
  /** The whole site (the sitemap): nothing to name. */
  | { kind: 'site' }
  | { kind: 'other'; type: string; id: number | null };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function seedResult(details: Record<string, unknown>): SeedResult | null {
  const users = count(details.users);
  const questions = count(details.questions);
  const answers = count(details.answers);
  if (users === null || questions === null || answers === null) return null;
  return { users, questions, answers };
}

export function auditTarget(entry: AuditEntry): AuditTarget {
  const details = entry.details ?? {};
  const id = entry.targetId;
  if (entry.action === 'user.plan')
    return {
      kind: 'plan',
      id,
      username: text(details.username),
      from: text(details.from),
      to: text(details.to),
    };
  switch (entry.targetType) {
    case 'user':
      return { kind: 'user', id, username: text(details.username) };
    case 'question':
      return {
        kind: 'question',
        id,
        title: text(details.title),
        locale: text(details.locale),
      };
    case 'answer':
      return { kind: 'answer', id, excerpt: text(details.excerpt) };
    case 'report':
      return {
        kind: 'report',
        id,
        questionId: count(details.questionId),
        answerId: count(details.answerId),
        reason: text(details.reason),
        title: text(details.title),
        excerpt: text(details.excerpt),
        locale: text(details.locale),
      };
    case 'seed':
      return { kind: 'seed', added: seedResult(details) };
    case 'sitemap':
      return { kind: 'site' };
    default:
      return { kind: 'other', type: entry.targetType, id };
  }
}
