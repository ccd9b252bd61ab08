import { Injectable } from '@nestjs/common';
import { AnswersService } from '../answers/answers.service';
import { Locale } from '../common/languages';
import { EventsService } from '../events/events.service';
import { QuestionsService } from '../questions/questions.service';
import { ReportsService } from '../reports/reports.service';
import { AccountType, User } from '../users/user';
import { AdminUserView, toAdminUser } from '../users/user.views';
import { UsersService } from '../users/users.service';
import { VotesService } from '../votes/votes.service';
import { AdminAuditRepository, AuditRow } from './admin-audit.repository';
import { ApiError, notFound } from '../common/http-error';

export interface AuditView {
  id: number;
  at: string;
  actor: { id: number | null; username: string };
  action: string;
  targetType: string;
  targetId: number | null;
  details: Record<string, unknown>;
}

function toAuditView(r: AuditRow): AuditView {
  return {
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: { id: r.actor_id, username: r.actor_name },
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    details: r.details,
  };
}

/** An admin whose rights another admin took while their request waited its turn. */
function noLongerAdmin(): ApiError {
  return new ApiError(403, 'admin_required', 'Admin privileges are required');
}

/**
 * Moderation and user management. Every action is written to the audit log
 * with who did it, what, to what, and when. An admin cannot delete themselves
 * or drop their own admin flag, and admin changes are made one at a time by
 * an admin who still is one, so the site always keeps an admin.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly votes: VotesService,
    private readonly reports: ReportsService,
    private readonly audit: AdminAuditRepository,
    private readonly events: EventsService,
  ) {}

  async listUsers(
    search: string | null,
    limit: number,
    offset: number,
  ): Promise<{ users: AdminUserView[]; total: number }> {
    const page = await this.users.findPageForAdmin(search, limit, offset);
    return { users: page.users.map(toAdminUser), total: page.total };
  }

  async setAdmin(
    actor: User,
    id: number,
    isAdmin: boolean,
  ): Promise<AdminUserView> {
    if (id === actor.id && !isAdmin)
      throw new ApiError(
        400,
        'cannot_remove_own_admin',
        'You cannot remove your own admin rights: ask another admin.',
      );
    const target = await this.existing(id);
    const changed = await this.users.asAdmin(actor.id, (tx) =>
      tx.setAdmin(id, isAdmin),
    );
    if (changed === undefined) throw noLongerAdmin();
    // Only a change is recorded and announced: the log says who changed what.
    // Nothing changed either because it was so already or because the member
    // was deleted meanwhile (404).
    if (!changed) return toAdminUser({ ...(await this.existing(id)), isAdmin });
    await this.record(
      actor,
      isAdmin ? 'user.promote' : 'user.demote',
      'user',
      id,
      {
        username: target.username,
      },
    );
    this.events.emit('user.admin-changed', { userId: id, isAdmin });
    return toAdminUser({ ...target, isAdmin });
  }

  async setPlan(
    actor: User,
    id: number,
    plan: AccountType,
  ): Promise<AdminUserView> {
    const target = await this.existing(id);
    if (!(await this.users.setPlan(id, plan)))
      return toAdminUser({ ...(await this.existing(id)), accountType: plan });
    await this.record(actor, 'user.plan', 'user', id, {
      username: target.username,
      from: target.accountType,
      to: plan,
    });
    return toAdminUser({ ...target, accountType: plan });
  }

  async deleteUser(actor: User, id: number): Promise<void> {
    if (id === actor.id)
      throw new ApiError(
        400,
        'cannot_delete_self',
        'You cannot delete your own account from the admin panel.',
      );
    const target = await this.existing(id);
    // Their votes and likes go with them: the pages showing those counts are told.
    const [voted, liked] = await Promise.all([
      this.votes.answersVotedBy(id),
      this.questions.likedBy(id),
    ]);
    const deleted = await this.users.asAdmin(actor.id, (tx) =>
      tx.deleteUser(id),
    );
    if (deleted === undefined) throw noLongerAdmin();
    if (!deleted) throw notFound('User');
    await Promise.all([
      this.votes.announceCounts(voted),
      this.questions.announceLikes(liked),
    ]);
    await this.record(actor, 'user.delete', 'user', id, {
      username: target.username,
      email: target.email,
    });
    this.events.emit('user.deleted', { userId: id });
  }

  async deleteQuestion(actor: User, id: number, locale: Locale): Promise<void> {
    const question = await this.questions.findOneForLocale(id, locale, null);
    await this.questions.deleteById(id, locale);
    await this.record(actor, 'question.delete', 'question', id, {
      locale,
      title: question.title,
    });
  }

  async deleteAnswer(actor: User, id: number): Promise<void> {
    const answer = await this.answers.findOne(id, null);
    if (!answer) throw notFound('Answer');
    await this.answers.deleteById(id);
    await this.record(actor, 'answer.delete', 'answer', id, {
      questionId: answer.questionId,
      excerpt: answer.content.slice(0, 120),
    });
  }

  async dismissReport(actor: User, id: number): Promise<void> {
    const target = await this.reports.dismiss(id);
    await this.record(actor, 'report.dismiss', 'report', id, { ...target });
  }

  async deleteReportedItem(actor: User, id: number): Promise<void> {
    const target = await this.reports.deleteReportedItem(id);
    await this.record(actor, 'report.delete-item', 'report', id, {
      ...target,
    });
  }

  /**
   * Writes an admin action to the log, then tells open panels (they read the
   * log again, and what the action changed).
   */
  async record(
    actor: User,
    action: string,
    targetType: string,
    targetId: number | null = null,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.audit.insert({
      actorId: actor.id,
      actorName: actor.username,
      action,
      targetType,
      targetId,
      details,
    });
    this.events.emit('admin.recorded', { action });
  }

  async auditLog(
    limit: number,
    offset: number,
  ): Promise<{ entries: AuditView[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.audit.findPage(limit, offset),
      this.audit.count(),
    ]);
    return { entries: rows.map(toAuditView), total };
  }

  private async existing(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw notFound('User');
    return user;
  }
}
