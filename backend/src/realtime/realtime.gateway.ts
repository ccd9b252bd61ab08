import { Inject, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Request } from 'express';
import { Server, Socket } from 'socket.io';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { EventsService } from '../events/events.service';
import { QuestionsService } from '../questions/questions.service';
import type { Locale } from '../common/languages';
import { User } from '../users/user';
import { UsersService } from '../users/users.service';
import { WindowLimiter } from './rate-limiter';
import { AI_ASSISTANT_NAME } from '../answers/answer.views';
import {
  AckResult,
  AdminChange,
  AdminEvent,
  ClientToServerEvents,
  JoinRequest,
  parseJoinRequest,
  rooms,
  ServerToClientEvents,
} from './realtime.events';

type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketState
>;

interface SocketState {
  limiter: WindowLimiter;
  warnedMalformed: boolean;
  /** Closed for too many room changes: said once in the log. */
  closingForAbuse: boolean;
}

/** Room changes allowed per socket: 30 per 10 s; past 500 refusals in a window the socket is closed. */
const JOINS_PER_WINDOW = 30;
const JOIN_WINDOW_MS = 10_000;
const ABUSE_DISCONNECT_AFTER = 500;
const ADMIN_RECHECK_MS = 30_000;

/** The lists an audited admin action changes beyond the log, where no other event says so. */
const ADMIN_ACTION_TOPICS: Partial<Record<string, AdminChange['topic']>> = {
  'user.plan': 'users',
  'report.dismiss': 'reports',
};

/**
 * The lists an admin action touches, for the other panels: a seed adds
 * members with their questions and answers (the `users` topic reads the
 * figures, the members and both locales' questions again).
 */
function topicOfAction(action: string): AdminChange['topic'] {
  return (
    ADMIN_ACTION_TOPICS[action] ??
    (action.startsWith('seed.') ? 'users' : 'audit')
  );
}

function requestOf(
  socket: Socket,
): Request & { user?: User; sessionID?: string } {
  return socket.request as Request & { user?: User; sessionID?: string };
}

/**
 * Live updates. Browsers join rooms (a question's page, a locale's list, the
 * moderators' feed); features announce events through EventsService, and only
 * this gateway turns them into socket messages.
 */
@WebSocketGateway()
export class RealtimeGateway
  implements OnGatewayConnection, OnModuleInit, OnModuleDestroy
{
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly unsubscribe: (() => void)[] = [];
  private recheck?: NodeJS.Timeout;

  @WebSocketServer()
  server: Server<ClientToServerEvents, ServerToClientEvents>;

  constructor(
    private readonly events: EventsService,
    private readonly questions: QuestionsService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handleConnection(socket: AppSocket): void {
    socket.data.limiter = new WindowLimiter(
      JOINS_PER_WINDOW,
      JOIN_WINDOW_MS,
      ABUSE_DISCONNECT_AFTER,
    );
    socket.data.warnedMalformed = false;
    socket.data.closingForAbuse = false;
    const req = requestOf(socket);
    if (req.user) void socket.join(rooms.user(req.user.id));
    if (req.sessionID) void socket.join(rooms.session(req.sessionID));
  }

  @SubscribeMessage('join')
  async join(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody() body: unknown,
  ): Promise<AckResult> {
    const request = this.admit(socket, body);
    if ('error' in request) return { ok: false, error: request.error };
    if (request.room === 'question') return this.joinQuestion(socket, request);
    const room = await this.roomFor(socket, request);
    if ('error' in room) return { ok: false, error: room.error };
    await socket.join(room.name);
    return { ok: true, room: room.name };
  }

  /**
   * A question's room, joined before the question is read: the counts
   * answered are at least as new as anything sent before the join, so a page
   * whose counts differ knows it missed events (an answer posted between its
   * first read and its join) and reads again.
   */
  private async joinQuestion(
    socket: AppSocket,
    { locale, id }: { locale: Locale; id: number },
  ): Promise<AckResult> {
    const name = rooms.question(locale, id);
    await socket.join(name);
    const question = await this.questions
      .findOneForLocale(id, locale, null)
      .catch(() => undefined);
    if (!question) {
      await socket.leave(name);
      return { ok: false, error: 'Question not found' };
    }
    const { answerCount, likes } = question;
    return { ok: true, room: name, state: { answerCount, likes } };
  }

  @SubscribeMessage('leave')
  async leave(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody() body: unknown,
  ): Promise<AckResult> {
    const request = this.admit(socket, body);
    if ('error' in request) return { ok: false, error: request.error };
    const name =
      request.room === 'admin'
        ? rooms.admin
        : request.room === 'questions'
          ? rooms.questions(request.locale)
          : rooms.question(request.locale, request.id);
    await socket.leave(name);
    return { ok: true, room: name };
  }

  /** Rate limit, then shape check. Malformed payloads are ignored and logged once per socket. */
  private admit(
    socket: AppSocket,
    body: unknown,
  ): JoinRequest | { error: string } {
    const verdict = socket.data.limiter.take();
    if (verdict === 'abusive') {
      // Requests already received are refused too, without a line each.
      if (!socket.data.closingForAbuse) {
        socket.data.closingForAbuse = true;
        this.logger.warn(
          { socket: socket.id },
          'closing a socket that keeps changing rooms',
        );
        socket.disconnect(true);
      }
      return { error: 'Too many room changes' };
    }
    if (verdict === 'refused')
      return { error: 'Too many room changes: slow down' };
    const request = parseJoinRequest(body);
    if (!request) {
      if (!socket.data.warnedMalformed) {
        socket.data.warnedMalformed = true;
        this.logger.warn(
          { socket: socket.id },
          'ignored a malformed room request',
        );
      }
      return { error: 'Malformed request' };
    }
    return request;
  }

  /** The list's room, or the admin feed's for an admin. */
  private async roomFor(
    socket: AppSocket,
    request: Exclude<JoinRequest, { room: 'question' }>,
  ): Promise<{ name: string } | { error: string }> {
    if (request.room === 'questions')
      return { name: rooms.questions(request.locale) };
    const user = requestOf(socket).user;
    if (!user) return { error: 'Sign in as an admin to follow the live feed' };
    const fresh = await this.users.findById(user.id);
    if (!fresh?.isAdmin) return { error: 'Admin privileges are required' };
    return { name: rooms.admin };
  }

  onModuleInit(): void {
    const on = this.events.on.bind(this.events);
    this.unsubscribe.push(
      on('question.created', ({ locale, question }) => {
        this.server
          .to(rooms.questions(locale))
          .emit('question:created', question);
        this.feed({
          type: 'question.created',
          title: question.title,
          link: this.link(locale, `/question/${question.id}`),
          locale,
        });
      }),
      on('answer.created', ({ locale, questionId, answer, answerCount }) => {
        this.server
          .to(rooms.question(locale, questionId))
          .emit('answer:created', answer);
        this.answerCountChanged(locale, questionId, answerCount);
        const excerpt = answer.content.slice(0, 120);
        this.feed({
          type: 'answer.created',
          title: `${answer.isAI ? AI_ASSISTANT_NAME : (answer.user?.username ?? '')}: ${excerpt}`,
          link: this.link(locale, `/question/${questionId}`),
          locale,
          ...(answer.isAI && { assistantAnswer: { excerpt } }),
        });
      }),
      on(
        'answer.votes',
        ({ locale, questionId, answerId, useful, notUseful, likes }) => {
          this.server
            .to(rooms.question(locale, questionId))
            .emit('answer:votes', { answerId, useful, notUseful, likes });
        },
      ),
      on('answer.deleted', ({ locale, questionId, answerId, answerCount }) => {
        this.server
          .to(rooms.question(locale, questionId))
          .emit('answer:deleted', { questionId, answerId });
        this.answerCountChanged(locale, questionId, answerCount);
        this.panelChanged({ topic: 'questions', locale });
      }),
      on('assistant.gave-up', ({ locale, questionId }) => {
        this.server
          .to(rooms.question(locale, questionId))
          .emit('assistant:gave-up', { questionId });
      }),
      on('question.deleted', ({ locale, questionId }) => {
        this.server
          .to([rooms.question(locale, questionId), rooms.questions(locale)])
          .emit('question:deleted', { questionId });
        this.panelChanged({ topic: 'questions', locale });
      }),
      on('question.likes', ({ locale, questionId, likes }) => {
        // Open lists show the count on the question's card too.
        this.server
          .to([rooms.question(locale, questionId), rooms.questions(locale)])
          .emit('question:likes', { questionId, likes });
      }),
      on('question.liked-by', ({ userId, questionId, liked }) => {
        this.server
          .to(rooms.user(userId))
          .emit('question:my-like', { questionId, liked });
      }),
      on('answer.voted-by', ({ userId, answerId, myVotes }) => {
        this.server
          .to(rooms.user(userId))
          .emit('answer:my-votes', { answerId, myVotes });
      }),
      on('report.created', ({ reason, questionId, answerId }) => {
        this.feed({
          type: 'report.created',
          title: `${reason}: ${questionId ? `question ${questionId}` : `answer ${answerId}`}`,
          // The panel's report queue.
          link: '/admin#admin-reports',
          report: { reason, questionId, answerId },
        });
      }),
      on('user.registered', ({ username }) => {
        this.feed({ type: 'user.registered', title: username, link: '/users' });
      }),
      on('contact.received', ({ subject }) => {
        this.feed({
          type: 'contact.received',
          title: subject,
          link: '/admin#admin-messages',
        });
      }),
      on('session.ended', ({ sessionId }) => {
        this.server.in(rooms.session(sessionId)).disconnectSockets(true);
      }),
      on('session.renewed', ({ from, to }) => {
        const renewed = this.server.in(rooms.session(from));
        renewed.socketsJoin(rooms.session(to));
        renewed.socketsLeave(rooms.session(from));
      }),
      on('user.admin-changed', ({ userId, isAdmin }) => {
        // Before leaving the room: a demoted admin's open panel learns it too.
        this.server.to(rooms.user(userId)).emit('account:changed', { isAdmin });
        if (!isAdmin)
          this.server.in(rooms.user(userId)).socketsLeave(rooms.admin);
        this.panelChanged({ topic: 'users' });
      }),
      on('admin.recorded', ({ action }) => {
        // After the log's row is written. Removals and changes of rights
        // have told the panels what they changed already (above and below);
        // a plan or a dismissed report is told here.
        this.panelChanged({ topic: topicOfAction(action) });
      }),
      on('user.deleted', ({ userId }) => {
        // Their open pages learn it before the connection closes (an admin's
        // panel then reads the session again, which has ended).
        this.server
          .to(rooms.user(userId))
          .emit('account:changed', { isAdmin: false });
        this.server.in(rooms.user(userId)).disconnectSockets(true);
        this.panelChanged({ topic: 'users' });
      }),
    );
    // Sessions can change without an event (an account deleted elsewhere): re-check the feed's members.
    this.recheck = setInterval(
      () => void this.recheckAdmins(),
      ADMIN_RECHECK_MS,
    );
    this.recheck.unref();
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe) off();
    if (this.recheck) clearInterval(this.recheck);
  }

  /**
   * Open lists of the locale show the question's new answer count on its
   * card. A connection on the question's own page heard the answer itself
   * (`answer:created`, `answer:deleted`), so it is not told twice.
   */
  private answerCountChanged(
    locale: Locale,
    questionId: number,
    answerCount: number | undefined,
  ): void {
    if (answerCount === undefined) return;
    this.server
      .to(rooms.questions(locale))
      .except(rooms.question(locale, questionId))
      .emit('question:answer-count', { questionId, answerCount });
  }

  private feed(event: Omit<AdminEvent, 'at'>): void {
    this.server
      .to(rooms.admin)
      .emit('admin:event', { ...event, at: new Date().toISOString() });
  }

  private panelChanged(change: AdminChange): void {
    this.server.to(rooms.admin).emit('admin:changed', change);
  }

  private link(locale: string, path: string): string {
    return locale === 'fr' ? `/fr${path}` : path;
  }

  private async recheckAdmins(): Promise<void> {
    try {
      const members =
        this.server.sockets.adapter.rooms.get(rooms.admin) ?? new Set<string>();
      for (const id of [...members]) {
        const socket = this.server.sockets.sockets.get(id);
        if (!socket) continue;
        const user = requestOf(socket).user;
        const fresh = user ? await this.users.findById(user.id) : null;
        if (!fresh?.isAdmin) await socket.leave(rooms.admin);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'admin feed re-check failed');
    }
  }
}
