/** What anyone signed in may see of a member (`/api/users/public` and top contributors). */
export type PublicUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  nativeLanguages: string[];
  learningLanguages: string[];
  totalAnswers: number;
};

/** The four figures of the members page (`/api/stats`). */
export type CommunityStats = {
  totalUsers: number;
  totalContributors: number;
  totalAnswers: number;
  totalLanguages: number;
};

/** Native speakers and learners of one of the 12 languages (`/api/users/communities`). */
export type LanguageCommunity = {
  language: string;
  nativeSpeakers: number;
  learners: number;
};
