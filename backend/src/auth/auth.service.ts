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
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user';
import { DuplicateAccountError } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { AuthFailuresRepository } from './auth-failures.repository';
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
    private readonly failures: AuthFailuresRepository,
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
    const recorded = await this.failures.recordUnlessOverLimit(
      normalized,
      FAILURE_WINDOW_MINUTES,
      this.config.rateLimits.failedLoginsPerAccount,
    );
    if (!recorded) {
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
    await this.failures.clear(normalized);
    const { passwordHash: _hash, ...safe } = user;
    return safe as User;
  }

  /** Drops failure records past the window, so the table stays small. */
  async pruneFailures(): Promise<void> {
    await this.failures.deleteOlderThan(FAILURE_WINDOW_MINUTES);
  }
}
