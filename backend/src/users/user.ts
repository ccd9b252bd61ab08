export const ACCOUNT_TYPES = ['free', 'basic', 'pro'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A member as every feature sees them: never the password hash. */
export interface User {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  nativeLanguages: string[];
  learningLanguages: string[];
  isAdmin: boolean;
  accountType: AccountType;
  totalAnswers: number;
  totalLikes: number;
  qualityPoints: number;
  createdAt: Date;
}
