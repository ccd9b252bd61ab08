import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * The migration that folds the Arabic script's vowel signs and letter forms
 * in the search (FoldArabicScript), on a database that already holds a
 * question written with them: its search text is computed again on the way
 * up, and as before on the way down.
 */
describe('folding the Arabic script in stored questions', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(
      dataSourceOptions(database.url),
    ).initialize();
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** Whether the question's stored search text holds the word, as a search folds it. */
  const holds = async (id: number, word: string) =>
    (
      await dataSource.query(
        `SELECT 1 FROM questions
         WHERE id = $1 AND search @@ to_tsquery('simple', tsquery_lexeme(immutable_unaccent($2)))`,
        [id, word],
      )
    ).length === 1;
  const collected = async (word: string) =>
    (
      await dataSource.query('SELECT 1 FROM search_words WHERE word = $1', [
        word,
      ])
    ).length === 1;

  /** Undoes FoldArabicScript and every migration after it, newest first. */
  const undoFolding = async () => {
    const names = dataSource.migrations.map((m) => m.name);
    const at = names.indexOf('FoldArabicScript1763781600000');
    expect(at).toBeGreaterThanOrEqual(0);
    for (let left = names.length - at; left > 0; left--)
      await dataSource.undoLastMigration();
  };

  it('computes the search text of questions stored before it again, and back', async () => {
    await undoFolding();
    const [{ id }] = (await dataSource.query(
      `INSERT INTO questions (locale, title, content, language, target_language)
       VALUES ('en', 'Is كَيْفَ حَالُكَ too formal?', 'My book writes إِسْمِي', 'en', 'dz')
       RETURNING id`,
    )) as { id: number }[];
    expect(await holds(id, 'حالك')).toBe(false);
    expect(await holds(id, 'اسمي')).toBe(false);

    await dataSource.runMigrations();
    expect(await holds(id, 'حالك')).toBe(true);
    expect(await holds(id, 'اسمي')).toBe(true);
    expect(await holds(id, 'formal')).toBe(true);
    // Its folded words are among those the spelling variants are found in.
    expect(await collected('حالك')).toBe(true);

    await undoFolding();
    expect(await holds(id, 'حالك')).toBe(false);
    expect(await holds(id, 'حَالُكَ')).toBe(true);
    await dataSource.runMigrations();
  });
});
