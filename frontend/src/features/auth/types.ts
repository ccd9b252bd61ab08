/** The signed-in user as `GET /api/user` returns it. */
export type SessionUser = {
  id?: number | string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  username: string;
  isAdmin: boolean;
  nativeLanguages: string[];
  learningLanguages: string[];
};
