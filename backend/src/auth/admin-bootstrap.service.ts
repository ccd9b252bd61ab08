import { randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { UsersService } from '../users/users.service';
import { hashPassword } from './passwords';

export const DEMO_ADMIN_EMAIL = 'admin@demo.local';

/**
 * The site always has a way to an admin: ADMIN_EMAIL/ADMIN_PASSWORD create or
 * promote that account at start-up; in the embedded demo mode a demo admin is
 * created once and its credentials printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { email, password } = this.config.admin;
    if (email && password) await this.ensureAdmin(email, password);
    else if (this.config.demoAdmin) await this.ensureDemoAdmin();
  }

  /** Creates the account as an admin, or promotes the existing one (its password is left as it is). */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (!existing.isAdmin) {
        await this.users.setAdmin(existing.id, true);
        this.logger.log(`Promoted ${email} to admin`);
      }
      return;
    }
    await this.users.create({
      email,
      username: await this.freeUsername(email.split('@')[0]),
      passwordHash: await hashPassword(password),
      isAdmin: true,
    });
    this.logger.log(`Created admin account ${email}`);
  }

  private async ensureDemoAdmin(): Promise<void> {
    if (await this.users.hasAnyAdmin()) return;
    const password = randomBytes(12).toString('base64url');
    await this.users.create({
      email: DEMO_ADMIN_EMAIL,
      username: await this.freeUsername('admin'),
      passwordHash: await hashPassword(password),
      firstName: 'Demo',
      lastName: 'Admin',
      isAdmin: true,
    });
    process.stdout.write(
      `\nDemo admin created (shown once): email ${DEMO_ADMIN_EMAIL}  password ${password}\n` +
        'Change it by setting ADMIN_EMAIL/ADMIN_PASSWORD, or promote your own account with npm run user:promote -- <email>.\n\n',
    );
  }

  private async freeUsername(base: string): Promise<string> {
    const clean = (
      base.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'admin'
    ).padEnd(3, '_');
    for (let i = 0; ; i++) {
      const candidate = i === 0 ? clean : `${clean}${i}`;
      if (!(await this.users.isUsernameTaken(candidate))) return candidate;
    }
  }
}
