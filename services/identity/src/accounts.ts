import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@tackle/contracts';
import { AppError, ConcurrencyError, type EventStore, type RecordedEvent } from '@tackle/platform';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const MESSAGES = {
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: `Username must be at most ${USERNAME_MAX} characters`,
  usernameChars: 'Username may only contain letters, numbers, dots, dashes and underscores',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  usernameTaken: 'Username already taken',
  invalidCredentials: 'Invalid username or password',
  ...ACCOUNT_MESSAGES,
} as const;

export interface UserRegisteredData {
  userId: string;
  username: string;
  passwordHash: string;
  registeredAt: string;
}

export interface UsernameReservedData {
  username: string;
  userId: string;
}

export interface PasswordChangedData {
  userId: string;
  passwordHash: string;
  changedAt: string;
}

export const USER_REGISTERED = 'UserRegistered';
export const USERNAME_RESERVED = 'UsernameReserved';
export const PASSWORD_CHANGED = 'PasswordChanged';

export interface Account {
  id: string;
  username: string;
  registeredAt: string;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface CommandContext {
  correlationId?: string;
}

export interface AccountService {
  /** Validates, reserves the username (case-insensitive), appends UserRegistered. 422 / 409 as AppError. */
  register(input: unknown, context?: CommandContext): Promise<Account>;
  /** 422 for the length rules, 401 'Invalid username or password' for anything else. */
  authenticate(input: unknown): Promise<Account>;
  findById(userId: string): Promise<Account | null>;
  findByUsername(username: string): Promise<Account | null>;
  /**
   * `{ currentPassword, newPassword }`: appends PasswordChanged (the new hash) when the current
   * password is right. 422 with `field` for a wrong current password or a new one breaking the
   * registration rules; 401 when the account is gone.
   */
  changePassword(userId: string, input: unknown, context?: CommandContext): Promise<{ position: number }>;
  /**
   * `{ password, confirmation }`: checks the password and that the confirmation is the username
   * (ignoring case and surrounding spaces) before an account is deleted. 422 with `field` otherwise.
   */
  confirmDeletion(userId: string, input: unknown): Promise<Account>;
}

export const userStream = (userId: string) => `user-${userId}`;
export const usernameStream = (username: string) => `username-${username.toLowerCase()}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readCredentials(input: unknown): Credentials {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const username = typeof body.username === 'string' ? body.username.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  return { username, password };
}

/** The spec's two messages first (same rule for login and register). */
function checkLengths({ username, password }: Credentials): void {
  if (username.length < USERNAME_MIN) throw new AppError('validation', MESSAGES.usernameShort, { field: 'username' });
  if (password.length < PASSWORD_MIN) throw new AppError('validation', MESSAGES.passwordShort, { field: 'password' });
}

function validateRegistration(input: unknown): Credentials {
  const credentials = readCredentials(input);
  checkLengths(credentials);
  const { username, password } = credentials;
  if (username.length > USERNAME_MAX) throw new AppError('validation', MESSAGES.usernameLong, { field: 'username' });
  if (!USERNAME_PATTERN.test(username)) throw new AppError('validation', MESSAGES.usernameChars, { field: 'username' });
  if (password.length > PASSWORD_MAX) throw new AppError('validation', MESSAGES.passwordLong, { field: 'password' });
  return credentials;
}

function invalidCredentials(): AppError {
  return new AppError('unauthorized', MESSAGES.invalidCredentials);
}

interface StoredUser extends Account {
  passwordHash: string;
}

interface LoadedUser extends StoredUser {
  revision: number;
}

function foldUser(events: RecordedEvent[]): LoadedUser | null {
  let user: LoadedUser | null = null;
  for (const event of events) {
    if (event.type === USER_REGISTERED) {
      const data = event.data as UserRegisteredData;
      user = { id: data.userId, username: data.username, registeredAt: data.registeredAt, passwordHash: data.passwordHash, revision: event.revision };
    } else if (event.type === PASSWORD_CHANGED && user !== null) {
      const registered: LoadedUser = user;
      user = { ...registered, passwordHash: (event.data as PasswordChangedData).passwordHash, revision: event.revision };
    }
  }
  return user;
}

const field = (input: unknown, name: string): string => {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The registration's password rules, for a field with another name. */
function checkNewPassword(password: string, name: string): void {
  if (password.length < PASSWORD_MIN) throw new AppError('validation', MESSAGES.passwordShort, { field: name });
  if (password.length > PASSWORD_MAX) throw new AppError('validation', MESSAGES.passwordLong, { field: name });
}

/** A wrong password typed while signed in: 422, not 401 (the shell reads 401 as "signed out"). */
async function checkPasswordOf(user: StoredUser, password: string, name: string, message: string): Promise<void> {
  const ok = password.length > 0 && password.length <= PASSWORD_MAX && (await verifyPassword(password, user.passwordHash));
  if (!ok) throw new AppError('validation', message, { field: name });
}

export function createAccountService(eventStore: EventStore, now: () => Date = () => new Date()): AccountService {
  async function loadUser(userId: string): Promise<LoadedUser | null> {
    if (!UUID.test(userId)) return null;
    return foldUser(await eventStore.readStream(userStream(userId)));
  }

  async function loadByUsername(username: string): Promise<LoadedUser | null> {
    if (!username || username.length > USERNAME_MAX || !USERNAME_PATTERN.test(username)) return null;
    const reservation = await eventStore.readStream(usernameStream(username));
    const reserved = reservation.find((e) => e.type === USERNAME_RESERVED);
    if (!reserved) return null;
    return loadUser((reserved.data as UsernameReservedData).userId);
  }

  const publicAccount = (user: StoredUser): Account => ({ id: user.id, username: user.username, registeredAt: user.registeredAt });

  return {
    async register(input, context = {}) {
      const { username, password } = validateRegistration(input);
      const userId = randomUUID();
      const correlationId = context.correlationId ?? randomUUID();
      const metadata = { userId, correlationId, causationId: null, schemaVersion: 1 };
      const passwordHash = await hashPassword(password);
      const registeredAt = now().toISOString();

      const reservationId = randomUUID();
      try {
        await eventStore.append(
          usernameStream(username),
          [{ id: reservationId, type: USERNAME_RESERVED, data: { username, userId } satisfies UsernameReservedData, metadata }],
          { expectedRevision: 'no_stream' },
        );
      } catch (error) {
        if (error instanceof ConcurrencyError) throw new AppError('conflict', MESSAGES.usernameTaken, { field: 'username' });
        throw error;
      }
      await eventStore.append(
        userStream(userId),
        [
          {
            id: randomUUID(),
            type: USER_REGISTERED,
            data: { userId, username, passwordHash, registeredAt } satisfies UserRegisteredData,
            metadata,
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      return { id: userId, username, registeredAt };
    },

    async authenticate(input) {
      const credentials = readCredentials(input);
      checkLengths(credentials);
      const { username, password } = credentials;
      if (password.length > PASSWORD_MAX) {
        await verifyAgainstDummy(password.slice(0, PASSWORD_MAX));
        throw invalidCredentials();
      }
      const user = await loadByUsername(username);
      if (!user) {
        await verifyAgainstDummy(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw invalidCredentials();
      return publicAccount(user);
    },

    async findById(userId) {
      const user = await loadUser(userId);
      return user ? publicAccount(user) : null;
    },

    async findByUsername(username) {
      const user = await loadByUsername(username.trim());
      return user ? publicAccount(user) : null;
    },

    async changePassword(userId, input, context = {}) {
      const currentPassword = field(input, 'currentPassword');
      const newPassword = field(input, 'newPassword');
      const user = await loadUser(userId);
      if (!user) throw new AppError('unauthorized', 'Not authenticated');
      await checkPasswordOf(user, currentPassword, 'currentPassword', MESSAGES.currentPasswordWrong);
      checkNewPassword(newPassword, 'newPassword');
      if (newPassword === currentPassword) throw new AppError('validation', MESSAGES.samePassword, { field: 'newPassword' });
      const passwordHash = await hashPassword(newPassword);
      const metadata = { userId, correlationId: context.correlationId ?? randomUUID(), causationId: null, schemaVersion: 1 };
      const event = {
        id: randomUUID(),
        type: PASSWORD_CHANGED,
        data: { userId, passwordHash, changedAt: now().toISOString() } satisfies PasswordChangedData,
        metadata,
      };
      // Two changes at once: the second fails on the revision instead of silently winning.
      const { position } = await eventStore.append(userStream(userId), [event], { expectedRevision: user.revision });
      return { position };
    },

    async confirmDeletion(userId, input) {
      const user = await loadUser(userId);
      if (!user) throw new AppError('unauthorized', 'Not authenticated');
      await checkPasswordOf(user, field(input, 'password'), 'password', MESSAGES.passwordWrong);
      if (field(input, 'confirmation').trim().toLowerCase() !== user.username.toLowerCase())
        throw new AppError('validation', MESSAGES.confirmationWrong, { field: 'confirmation' });
      return publicAccount(user);
    },
  };
}
