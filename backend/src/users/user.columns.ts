import { raw } from '../database/db';

/**
 * A member's columns as the User every feature sees (never the password
 * hash), for the reads on every signed-in request: one statement with no ORM
 * work around it. Unqualified: select them from `users` alone (the session
 * read takes them in a subquery of its own).
 */
export const USER_COLUMNS =
  raw(`id, email, username, first_name AS "firstName", last_name AS "lastName",
  profile_image_url AS "profileImageUrl", native_languages AS "nativeLanguages",
  learning_languages AS "learningLanguages", is_admin AS "isAdmin", account_type AS "accountType",
  total_answers AS "totalAnswers", total_likes AS "totalLikes", quality_points AS "qualityPoints",
  created_at AS "createdAt"`);
