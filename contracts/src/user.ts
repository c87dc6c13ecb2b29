import { z } from 'zod';
import { userIdSchema } from './common';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
/** Bounds the cost of hashing an attacker-supplied password. */
export const PASSWORD_MAX = 200;

export const USER_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 50 characters',
  usernameCharacters: 'Username may only contain letters, digits, ".", "_" and "-"',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
} as const;

/** The current user as returned by GET /api/user, POST /api/login and POST /api/register. */
export const userSchema = z.object({
  id: userIdSchema,
  username: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user answers null for an anonymous caller on the tolerant client path. */
export const currentUserResponseSchema = userSchema.nullable();

export const usernameSchema = z
  .string({ error: USER_MESSAGES.usernameTooShort })
  .trim()
  .min(USERNAME_MIN, USER_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX, USER_MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9._-]+$/, USER_MESSAGES.usernameCharacters);

/** Not trimmed: spaces can be part of a password. */
export const passwordSchema = z
  .string({ error: USER_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, USER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, USER_MESSAGES.passwordTooLong);

/**
 * Login and register bodies. The legacy register form also sends `id: ''` and `createdAt: null`;
 * those keys are dropped because the server makes both.
 */
export const credentialsSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;
export const loginInputSchema = credentialsSchema;
export const registerInputSchema = credentialsSchema;

export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: 'Current password is incorrect',
  passwordWrong: 'Password is incorrect',
  confirmationWrong: 'That is not your username',
  samePassword: 'The new password must differ from the current one',
} as const;

/**
 * `POST /api/account/password`: the current password proves it is the angler; the new one follows
 * the registration rules. Other sessions are signed out (decision 122).
 */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX, USER_MESSAGES.passwordTooLong),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** `POST /api/account/delete`: the password again and the username typed as confirmation. */
export const deleteAccountInputSchema = z.object({
  password: z.string().max(PASSWORD_MAX, USER_MESSAGES.passwordTooLong),
  confirmation: z.string().max(USERNAME_MAX + 20),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** What both account commands answer. */
export const accountChangeResponseSchema = z.object({
  /** Sessions of the angler signed out by the change (other devices, other browsers). */
  signedOutSessions: z.number().int().min(0),
});

/** Usernames are unique ignoring case; this is the key of the reservation stream. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export function usernameReservationStreamName(username: string): string {
  return `username-${usernameKey(username)}`;
}

/** Legacy helper's local-storage key for a bearer token. */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
