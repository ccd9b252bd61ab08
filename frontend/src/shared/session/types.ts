import type { components } from '../../api/schema';

/** The signed-in user as `GET /api/user` (and login / register) returns it. */
export type SessionUser = components['schemas']['SessionUserResponse'];
