import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/entities/user.entity';
import { DuplicateAccountError } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { RegisterDto } from './dto/register.dto';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

const FAILURE_WINDOW_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AuthService.name);
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly users: UsersService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Failures past the window no longer count; they are dropped hourly. */
  onModuleInit(): void {
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
    if (taken)
      throw new ConflictException(new DuplicateAccountError(taken).message);
    try {
      return await this.users.create({
        email: dto.email.toLowerCase(),
        username: dto.username,
        passwordHash: await hashPassword(dto.password),
        firstName: dto.firstName || null,
        lastName: dto.lastName || null,
        nativeLanguages: dto.nativeLanguages,
        learningLanguages: dto.learningLanguages,
      });
    } catch (error) {
      // Two sign-ups racing for the same e-mail or username: the unique index decides.
      if (error instanceof DuplicateAccountError)
        throw new ConflictException(error.message);
      throw error;
    }
  }

  /**
   * Checks an e-mail and password. Unknown e-mail and wrong password get the
   * same answer (and take the same time); an account with too many recent
   * failures is paused whatever the password.
   *
   * Each attempt is written down as a failure before the (slow) password
   * check, in one atomic step that also checks the limit, so parallel wrong
   * passwords cannot all slip under it; a right password takes its record back.
   */
  async validateCredentials(
    email: string,
    password: string,
    ip: string,
  ): Promise<User> {
    const normalized = email.trim().toLowerCase();
    const attempt = await this.recordAttempt(normalized);
    if (attempt === null) {
      this.logger.warn(
        { email: normalized, ip },
        'sign-in refused: too many failed attempts',
      );
      throw new HttpException(
        `Too many failed sign-in attempts for this account. Try again in ${FAILURE_WINDOW_MINUTES} minutes.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const user = await this.users.findWithPasswordByEmail(normalized);
    const ok = await verifyPassword(
      user?.passwordHash ?? (await decoyHash()),
      password,
    );
    if (!user || !ok) {
      this.logger.warn(
        { email: normalized, ip, knownAccount: !!user },
        'failed sign-in',
      );
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.dataSource.query('DELETE FROM auth_failures WHERE email = $1', [
      normalized,
    ]);
    const { passwordHash: _hash, ...safe } = user;
    return safe as User;
  }

  /**
   * Records an attempt on an account, unless it already has as many recent
   * failures as allowed: then returns null and records nothing. Attempts on
   * one account are serialized by a transaction-scoped advisory lock.
   */
  private recordAttempt(email: string): Promise<number | null> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(
        "SELECT pg_advisory_xact_lock(hashtext('auth_failures:' || $1))",
        [email],
      );
      const rows: { id: number }[] = await tx.query(
        `INSERT INTO auth_failures (email)
         SELECT $1
         WHERE (SELECT count(*) FROM auth_failures
                WHERE email = $1 AND at > now() - make_interval(mins => $2)) < $3
         RETURNING id`,
        [
          email,
          FAILURE_WINDOW_MINUTES,
          this.config.rateLimits.failedLoginsPerAccount,
        ],
      );
      return rows[0]?.id ?? null;
    });
  }

  /** Drops failure records past the window, so the table stays small. */
  async pruneFailures(): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM auth_failures WHERE at < now() - make_interval(mins => $1)',
      [FAILURE_WINDOW_MINUTES],
    );
  }
}
