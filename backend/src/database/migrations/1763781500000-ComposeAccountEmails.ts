import { MigrationInterface, QueryRunner } from 'typeorm';
import { normalizeEmail } from '../../common/dto/email-address';

/**
 * Accounts' e-mail addresses in Unicode's composed form (NFC), as sign-up
 * now stores them and sign-in looks them up. An address whose composed form
 * another account already has is left as it is: it stays that account's, and
 * signs in as typed.
 */
export class ComposeAccountEmails1763781500000 implements MigrationInterface {
  name = 'ComposeAccountEmails1763781500000';

  async up(q: QueryRunner): Promise<void> {
    // Only an address with a character beyond ASCII can change.
    const rows: { id: number; email: string }[] = await q.query(
      `SELECT id, email FROM users WHERE email ~ '[^\\x01-\\x7f]' ORDER BY id`,
    );
    for (const { id, email } of rows) {
      const composed = normalizeEmail(email);
      if (composed === email) continue;
      await q.query(
        `UPDATE users SET email = $1
         WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $1)`,
        [composed, id],
      );
    }
  }

  async down(): Promise<void> {
    // The decomposed forms are not kept: both forms are the same address.
  }
}
