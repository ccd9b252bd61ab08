/** The URL of the database the app uses (DATABASE_URL or the embedded server's), for clients outside TypeORM. */
export const DATABASE_URL = Symbol('DATABASE_URL');
