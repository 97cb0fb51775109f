import type { SocialProviderId } from '@/shared/auth-rules.ts';
import { call, type FetchFunction } from './auth-api.ts';

/** The calls of the account settings page, one per better-auth endpoint it uses. */

export interface AccountSession {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LinkedAccount {
  id: string;
  /** 'credential' for e-mail and password, otherwise the provider's id. */
  providerId: string;
  accountId: string;
}

export const updateName = (name: string, f?: FetchFunction) =>
  call<{ status: boolean }>('/api/auth/update-user', { name }, f);

export const changePassword = (
  body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
  f?: FetchFunction,
) => call<unknown>('/api/auth/change-password', body, f);

export const changeEmail = (body: { newEmail: string; callbackURL: string }, f?: FetchFunction) =>
  call<{ status: boolean }>('/api/auth/change-email', body, f);

export const listSessions = (f?: FetchFunction) =>
  call<AccountSession[]>('/api/auth/list-sessions', undefined, f);

export const revokeSession = (token: string, f?: FetchFunction) =>
  call<{ status: boolean }>('/api/auth/revoke-session', { token }, f);

export const revokeOtherSessions = (f?: FetchFunction) =>
  call<{ status: boolean }>('/api/auth/revoke-other-sessions', {}, f);

export const listAccounts = (f?: FetchFunction) =>
  call<LinkedAccount[]>('/api/auth/list-accounts', undefined, f);

/** `accountId` is the account's own id in this server (`LinkedAccount.id`), not the provider's. */
export const unlinkAccount = (body: { accountId: string }, f?: FetchFunction) =>
  call<{ status: boolean }>('/api/auth/unlink-account', body, f);

export const linkSocial = (
  body: { provider: SocialProviderId; callbackURL: string; errorCallbackURL: string },
  f?: FetchFunction,
) => call<{ url: string }>('/api/auth/link-social', body, f);

export const deleteAccount = (
  body: { confirmEmail: string; password?: string; callbackURL: string },
  f?: FetchFunction,
) => call<{ success: boolean }>('/api/auth/delete-user', body, f);

export const getCurrentSession = (f?: FetchFunction) =>
  call<{ session: { id: string } } | null>('/api/auth/get-session', undefined, f);
