/** The signed-in user as `GET /api/user` (and login / register) returns it. */
export type SessionUser = {
  id?: number | string;
  email?: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  username: string;
  isAdmin: boolean;
  nativeLanguages: string[];
  learningLanguages: string[];
  account_type?: string;
};

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
