export type { SessionUser } from '../../shared/session/types';

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
