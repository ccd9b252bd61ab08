import argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { limitConcurrency } from '../common/limit-concurrency';

/**
 * Hashes run on libuv's thread pool (4 threads), which also does the database
 * driver's SCRAM sign-in, file reads and compression. A burst of sign-ups
 * would fill it with hashes and leave a new database connection waiting
 * behind them past its timeout, so at most two hashes run at once (one on a
 * single core, where a second would not hash any faster), and two threads
 * stay free.
 */
export const PASSWORD_HASHES_AT_ONCE = Math.min(availableParallelism(), 2);

const inTurn = limitConcurrency(PASSWORD_HASHES_AT_ONCE);

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return inTurn(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(
  hash: string,
  password: string,
): Promise<boolean> {
  try {
    return await inTurn(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when an e-mail is unknown so both paths take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(`decoy-${Math.random()}`));
}
