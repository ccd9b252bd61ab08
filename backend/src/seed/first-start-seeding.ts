import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { SeedService } from './seed.service';

/**
 * On the embedded database, a site with no question at all gets every set of
 * the demo content before it starts serving, so a new visitor's first page
 * is a living community. Off with SEED_ON_EMPTY=false; never with
 * DATABASE_URL (see `seedOnEmpty` in the configuration).
 */
@Injectable()
export class FirstStartSeeding implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstStartSeeding.name);

  constructor(
    private readonly seeds: SeedService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedOnEmpty) return;
    try {
      if (!(await this.seeds.isEmpty())) return;
      const started = performance.now();
      const loaded = await this.seeds.seedAll();
      const seconds = (performance.now() - started) / 1000;
      // A start-up line beside "Embedded PostgreSQL started" and the demo
      // admin's, printed whatever the log level, before the "ready" line.
      process.stdout.write(
        `Loaded the demo community into the empty database in ${seconds.toFixed(1)} s: ` +
          `${loaded.users} members, ${loaded.questions} questions, ${loaded.answers} answers ` +
          '(SEED_ON_EMPTY=false starts empty)\n',
      );
    } catch (error) {
      // The site works without the demo content; an admin can load it later.
      this.logger.error(
        { err: error },
        'Could not load the demo community into the empty database',
      );
    }
  }
}
