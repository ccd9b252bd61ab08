import { Global, Module } from '@nestjs/common';
import { Database } from './db';

/** The `Database` every repository runs its SQL through. */
@Global()
@Module({
  providers: [Database],
  exports: [Database],
})
export class DatabaseModule {}
