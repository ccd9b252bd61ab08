import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accent-insensitive search, trigram matching for romanized Arabic, case-insensitive e-mail. */
export class EnableExtensions1763780000000 implements MigrationInterface {
  name = 'EnableExtensions1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS citext');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP EXTENSION IF EXISTS citext');
    await queryRunner.query('DROP EXTENSION IF EXISTS pg_trgm');
    await queryRunner.query('DROP EXTENSION IF EXISTS unaccent');
  }
}
