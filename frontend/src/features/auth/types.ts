import type { components } from '../../api/schema';

/** The signed-in user as `GET /api/user` (and login / register) returns it. */
export type SessionUser = components['schemas']['SessionUserResponse'];

/** What `POST /api/login` takes. */
export type LoginInput = {
  email: string;
  password: string;
};

/** What `POST /api/register` takes; the password confirmation stays on the client. */
export type RegisterInput = {
  email: string;
  password: string;
  username: string;
  firstName?: string;
  lastName?: string;
  nativeLanguages?: string[];
  learningLanguages?: string[];
};
