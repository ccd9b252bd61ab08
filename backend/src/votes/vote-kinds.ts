/** The votes a member can give an answer; useful and not_useful exclude each other. */
export const VOTE_KINDS = ['like', 'useful', 'not_useful'] as const;

export type VoteKind = (typeof VOTE_KINDS)[number];
