import { AccountType, User } from './user';

/** What `GET /api/user` returns: the signed-in user's own view. */
export interface SessionUserView {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  isAdmin: boolean;
  nativeLanguages: string[];
  learningLanguages: string[];
  account_type: AccountType;
}

/** What anyone may see of a member. Never an e-mail or a hash. */
export interface PublicUserView {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  nativeLanguages: string[];
  learningLanguages: string[];
  totalAnswers: number;
}

/** The admin list adds the e-mail and plan. */
export interface AdminUserView extends PublicUserView {
  email: string;
  accountType: AccountType;
  createdAt: string;
}

export function toSessionUser(u: User): SessionUserView {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    profile_image_url: u.profileImageUrl,
    isAdmin: u.isAdmin,
    nativeLanguages: u.nativeLanguages,
    learningLanguages: u.learningLanguages,
    account_type: u.accountType,
  };
}

export function toPublicUser(u: User): PublicUserView {
  return {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    isAdmin: u.isAdmin,
    nativeLanguages: u.nativeLanguages,
    learningLanguages: u.learningLanguages,
    totalAnswers: u.totalAnswers,
  };
}

export function toAdminUser(u: User): AdminUserView {
  return {
    ...toPublicUser(u),
    email: u.email,
    accountType: u.accountType,
    createdAt: u.createdAt.toISOString(),
  };
}
