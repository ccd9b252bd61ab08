import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { HealthModule } from './health/health.module';
import { DatabaseUrlModule } from './database/database-url.module';
import { AssistantModule } from './assistant/assistant.module';
import { RealtimeModule } from './realtime/realtime.module';
import { TranslatorModule } from './translator/translator.module';
import { AuthModule } from './auth/auth.module';
import { UsersModule } from './users/users.module';
import { AdminModule } from './admin/admin.module';
import { EventsModule } from './events/events.module';
import { QuestionsModule } from './questions/questions.module';
import { PostsModule } from './posts/posts.module';
import { DatabaseModule } from './database/database.module';
import { JobsModule } from './jobs/jobs.module';
import { AnswersModule } from './answers/answers.module';
import { VotesModule } from './votes/votes.module';
import { ReportsModule } from './reports/reports.module';
import { SeedModule } from './seed/seed.module';
import { SeoModule } from './seo/seo.module';
import { ContactModule } from './contact/contact.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseUrlModule.forRoot(databaseUrl),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl),
          autoLoadEntities: true,
          migrationsRun: true,
        }),
        DatabaseModule,
        JobsModule,
        DiscoveryModule,
        HealthModule,
        UsersModule,
        AuthModule,
        EventsModule,
        QuestionsModule,
        AnswersModule,
        VotesModule,
        ReportsModule,
        SeoModule,
        ContactModule,
        PostsModule,
        AssistantModule,
        RealtimeModule,
        TranslatorModule,
        AdminModule,
        SeedModule,
      ],
    };
  }
}
