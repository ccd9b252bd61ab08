import { describe, expect, it } from 'vitest';
import { messages } from '../../../test/messages';
import type { AuditEntry } from '../api/get-audit-log';
import { AUDIT_ACTIONS, auditActionLabel, auditTarget } from './audit';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2025-03-10T12:00:00.000Z',
  actor: { id: 1, username: 'root' },
  action: 'user.promote',
  targetType: 'user',
  targetId: 21,
  details: {},
  ...overrides,
});

describe('audit log entries', () => {
  it('name every action the server logs', () => {
    const logged = [
      'user.promote',
      'user.demote',
      'user.plan',
      'user.delete',
      'question.delete',
      'answer.delete',
      'report.dismiss',
      'report.delete-item',
      'seed.general',
      'seed.darija',
      'seed.darija-french',
      'sitemap.generate',
    ];
    expect(Object.keys(AUDIT_ACTIONS).sort()).toEqual([...logged].sort());
    for (const action of logged)
      expect(messages.en[auditActionLabel(action)!], action).toBeTruthy();
    expect(auditActionLabel('user.rename')).toBeNull();
    expect(auditActionLabel('toString')).toBeNull();
  });

  it('read their target from the details, ignoring malformed values', () => {
    expect(
      auditTarget(
        entry({
          action: 'user.plan',
          details: { username: 'layla', from: 'free', to: 'pro' },
        }),
      ),
    ).toEqual({
      kind: 'plan',
      id: 21,
      username: 'layla',
      from: 'free',
      to: 'pro',
    });
    expect(auditTarget(entry({ details: { username: 42 } }))).toEqual({
      kind: 'user',
      id: 21,
      username: null,
    });
    expect(
      auditTarget(
        entry({
          action: 'seed.general',
          targetType: 'seed',
          targetId: null,
          details: { users: 1, questions: '3', answers: 2 },
        }),
      ),
    ).toEqual({ kind: 'seed', added: null });
    expect(
      auditTarget(
        entry({
          action: 'report.delete-item',
          targetType: 'report',
          targetId: 9,
          details: { questionId: 4, answerId: null },
        }),
      ),
    ).toEqual({
      kind: 'report',
      id: 9,
      questionId: 4,
      answerId: null,
      reason: null,
      title: null,
      excerpt: null,
      locale: null,
    });
    expect(
      auditTarget(
        entry({
          action: 'report.dismiss',
          targetType: 'report',
          targetId: 10,
          details: {
            questionId: null,
            answerId: 7,
            reason: 'spam',
            excerpt: 'Buy now',
            answerQuestionId: 4,
            locale: 'fr',
          },
        }),
      ),
    ).toEqual({
      kind: 'report',
      id: 10,
      questionId: null,
      answerId: 7,
      reason: 'spam',
      title: null,
      excerpt: 'Buy now',
      locale: 'fr',
    });
    expect(
      auditTarget(
        entry({
          action: 'sitemap.generate',
          targetType: 'sitemap',
          targetId: null,
        }),
      ),
    ).toEqual({ kind: 'site' });
    expect(
      auditTarget(entry({ action: 'tag.delete', targetType: 'tag' })),
    ).toEqual({ kind: 'other', type: 'tag', id: 21 });
  });
});
