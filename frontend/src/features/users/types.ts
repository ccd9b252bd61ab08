import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** What anyone signed in may see of a member (`/api/users/public` and top contributors). */
export type PublicUser = Schemas['PublicUserResponse'];

/** The four figures of the members page (`/api/stats`). */
export type CommunityStats = Schemas['CommunityStatsResponse'];

/** Native speakers and learners of one of the 12 languages (`/api/users/communities`). */
export type LanguageCommunity = Schemas['LanguageCommunityResponse'];
