import { DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE_URL } from './database-url';

@Global()
@Module({})
export class DatabaseUrlModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseUrlModule,
      providers: [{ provide: DATABASE_URL, useValue: url }],
      exports: [DATABASE_URL],
    };
  }
}
