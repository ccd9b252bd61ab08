import type { PublicUser } from './types';

/** First and last name, or the username when neither is set. */
export function publicDisplayName(user: PublicUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}
