// How long an admin password may be, shared by the server's checks and the forms' hints.
export const MIN_PASSWORD_LENGTH = 8;
/** Longer input is refused rather than hashed (scrypt's work grows with it). */
export const MAX_PASSWORD_LENGTH = 200;
