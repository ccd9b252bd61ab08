import {
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { EventsService } from '../events/events.service';
import { User } from '../users/user';
import { DuplicateAccountError } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import {
  AuthFailuresRepository,
  FailureLimits,
} from './auth-failures.repository';
import { commonPasswords } from './common-passwords';
import { ChangePasswordDto } from './dto/change-password.dto';
import { RegisterDto } from './dto/register.dto';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { SessionsRepository } from './sessions.repository';
import { normalizeEmail } from '../common/dto/email-address';
import { ApiError } from '../common/http-error';
import { waitMinutes } from '../common/count-request';
import { waitText } from '../common/per-ip-limit.guard';

const FAILURE_WINDOW_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const SAME_PASSWORD =
  'The new password must be different from the current one.';

function duplicateAccount(error: DuplicateAccountError): ApiError {
  return new ApiError(
    409,
    error.field === 'email' ? 'email_taken' : 'username_taken',
    error.message,
  );
}

@Injectable()
export class AuthService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AuthService.name);
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly users: UsersService,
    private readonly failures: AuthFailuresRepository,
    private readonly sessions: SessionsRepository,
    private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Failures past the window no longer count; they are dropped hourly. */
  onModuleInit(): void {
    // Read the common-passwords list now: a missing file stops start-up.
    commonPasswords();
    this.pruneTimer = setInterval(
      () => {
        this.pruneFailures().catch((error) =>
          this.logger.warn({ err: error }, 'could not prune sign-in failures'),
        );
      },
      60 * 60 * 1000,
    );
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  async register(dto: RegisterDto): Promise<User> {
    const taken = await this.users.isTaken(dto.email, dto.username);
    if (taken) throw duplicateAccount(new DuplicateAccountError(taken));
    try {
      return await this.users.create({
        email: normalizeEmail(dto.email),
        username: dto.username,
        passwordHash: await hashPassword(dto.password),
        firstName: dto.firstName || null,
        lastName: dto.lastName || null,
        nativeLanguages: dto.nativeLanguages,
        learningLanguages: dto.learningLanguages,
      });
    } catch (error) {
      // Two sign-ups racing for the same e-mail or username: the unique index decides.
      if (error instanceof DuplicateAccountError) throw duplicateAccount(error);
      throw error;
    }
  }

  /**
   * Checks an e-mail and password. Unknown e-mail and wrong password get the
   * same answer (and take the same time). Failures are counted per account
   * and client address: an address with too many recent failures on an
   * account is paused there whatever the password, and an account with very
   * many failures from all addresses takes attempts only from addresses that
   * have none (see docs/decisions.md, Accounts).
   */
  async validateCredentials(
    email: string,
    password: string,
    ip: string,
  ): Promise<User> {
    const user = await this.checkPassword(
      normalizeEmail(email),
      password,
      ip,
      email.trim().toLowerCase(),
    );
    if (!user)
      throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    const { passwordHash: _hash, ...safe } = user;
    return safe as User;
  }

  /**
   * Replaces a signed-in member's password. The current one must be given
   * (a wrong one counts as a failed sign-in); then every other session of the
   * member is ended and its live connections closed. The caller gives the
   * current session a new id.
   */
  async changePassword(
    user: User,
    dto: ChangePasswordDto,
    ip: string,
    currentSessionId: string,
  ): Promise<void> {
    const found = await this.checkPassword(
      user.email.toLowerCase(),
      dto.currentPassword,
      ip,
    );
    if (!found || found.id !== user.id)
      throw new ApiError(400, 'wrong_current_password', WRONG_CURRENT_PASSWORD);
    if (dto.newPassword === dto.currentPassword)
      throw new ApiError(400, 'same_password', SAME_PASSWORD);
    // Two changes sent at once both pass the check above; the first to
    // write wins, and the other's current password is then the wrong one.
    const replaced = await this.users.replacePasswordHash(
      user.id,
      found.passwordHash,
      await hashPassword(dto.newPassword),
    );
    if (!replaced)
      throw new ApiError(400, 'wrong_current_password', WRONG_CURRENT_PASSWORD);
    const ended = await this.sessions.deleteOthersOfUser(
      user.id,
      currentSessionId,
    );
    for (const sessionId of ended)
      this.events.emit('session.ended', { sessionId });
    this.logger.log(
      { userId: user.id, endedSessions: ended.length },
      'password changed',
    );
  }

  /**
   * The account when the password is right, null when it is wrong or the
   * e-mail unknown; 429 when this address is paused on the account.
   *
   * Each attempt is written down as a failure before the (slow) password
   * check, in one atomic step that also checks the limits, so parallel wrong
   * passwords cannot all slip under them; a right password takes back the
   * failures of its address.
   */
  private async checkPassword(
    email: string,
    password: string,
    ip: string,
    typed: string = email,
  ): Promise<(User & { passwordHash: string }) | null> {
    const pausedFor = await this.failures.recordUnlessPaused(
      email,
      ip,
      this.failureLimits(),
    );
    if (pausedFor !== null) {
      this.logger.warn(
        { email, ip },
        'sign-in refused: too many failed attempts',
      );
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'sign_in_locked',
        `Too many failed sign-in attempts for this account. Try again in ${waitText(pausedFor)}.`,
        {
          params: { minutes: waitMinutes(pausedFor) },
          retryAfter: pausedFor,
        },
      );
    }
    const user = await this.users.findWithPasswordByEmail(email, typed);
    const ok = await verifyPassword(
      user?.passwordHash ?? (await decoyHash()),
      password,
    );
    if (!user || !ok) {
      this.logger.warn({ email, ip, knownAccount: !!user }, 'failed sign-in');
      return null;
    }
    await this.failures.clear(email, ip);
    return user;
  }

  private failureLimits(): FailureLimits {
    return {
      windowMinutes: FAILURE_WINDOW_MINUTES,
      perAddress: this.config.rateLimits.failedLoginsPerAddress,
      perAccount: this.config.rateLimits.failedLoginsPerAccount,
    };
  }

  /** Drops failure records past the window, so the table stays small. */
  async pruneFailures(): Promise<void> {
    await this.failures.deleteOlderThan(FAILURE_WINDOW_MINUTES);
  }
}
