/** Raised when an e-mail or username is already taken (case-insensitively). */
export class DuplicateAccountError extends Error {
  constructor(readonly field: 'email' | 'username') {
    super(
      field === 'email'
        ? 'An account with this email already exists'
        : 'This username is already taken',
    );
  }
}
