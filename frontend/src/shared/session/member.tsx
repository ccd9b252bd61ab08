import { createContext, useContext } from 'react';
import type { SessionUser } from './types';

const MemberContext = createContext<SessionUser | null>(null);

/** Set by the route guard (`<RequireMember>`) once the visitor is known to be a member. */
export const MemberProvider = MemberContext.Provider;

/** The signed-in member, on a page behind `<RequireMember>` or `<RequireAdmin>`. */
export function useMember(): SessionUser {
  const member = useContext(MemberContext);
  if (!member)
    throw new Error(
      'useMember() is only for pages behind a member route guard',
    );
  return member;
}
