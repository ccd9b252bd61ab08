import type { IntlShape } from 'react-intl';

/** A member's names as the API gives them: camelCase (public lists) or snake_case (the session). */
export type Named = {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};

/** The name shown for a member: first and last name, or the username when neither is set. */
export function displayName(user: Named): string {
  const full = [
    user.firstName ?? user.first_name,
    user.lastName ?? user.last_name,
  ]
    .filter(Boolean)
    .join(' ')
    .trim();
  return full || user.username;
}

/** The author line of a post: the username, or "Deleted user" once the account is gone. */
export function authorName(
  intl: IntlShape,
  user: { username: string } | null | undefined,
): string {
  return (
    user?.username ?? intl.formatMessage({ id: 'question.author.deleted' })
  );
}
