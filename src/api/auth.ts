import type { AuthData, ChangePasswordBody, LoginBody, ProfilePatch, User } from '../../contract/auth';
import { getRefreshToken } from '../lib/storage';
import { hasText } from './accept';
import { apiRequest } from './client';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  invite_code: string;
  /** Sent only when present (spec §5). */
  avatar?: File | null;
}

/**
 * Login and register resolve with whatever data came back: the session machine checks it holds a
 * user and an access token (spec §5: else 'Invalid response data').
 */
export const login = (body: LoginBody) =>
  apiRequest<Partial<AuthData> | undefined>('/auth/login', { method: 'POST', body: { ...body }, auth: false });

export function register(input: RegisterInput) {
  const form = new FormData();
  form.append('username', input.username);
  form.append('email', input.email);
  form.append('password', input.password);
  form.append('invite_code', input.invite_code);
  if (input.avatar) form.append('avatar', input.avatar, input.avatar.name);
  return apiRequest<Partial<AuthData> | undefined>('/auth/register', { method: 'POST', body: form, auth: false });
}

/** The refresh token goes along so that its login ends even when the access token has expired. */
export function logout() {
  const refreshToken = getRefreshToken();
  return apiRequest<null>('/auth/logout', { method: 'POST', body: refreshToken ? { refresh_token: refreshToken } : {} });
}

const isUser = hasText('id');

export const fetchMe = () => apiRequest<User>('/auth/me', { accept: isUser });

/** The updated user, or nothing when the server sent none back. */
export const updateMe = (patch: ProfilePatch) => apiRequest<User | null | undefined>('/auth/me', { method: 'PUT', body: { ...patch } });

export const updateFullProfile = (profile: { username: string; email: string }) =>
  apiRequest<User | null | undefined>('/auth/me/profile', { method: 'PUT', body: { ...profile } });

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<null>('/auth/me/change-password', { method: 'POST', body: { ...body } });

/** The updated user, or only the new avatar path. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<User | { avatar_path: string } | null | undefined>('/auth/upload-avatar', { method: 'POST', body: form });
}

export const requestPasswordReset = (email: string) =>
  apiRequest<null>('/auth/reset-password-request', { method: 'POST', body: { email }, auth: false });

export const resetPassword = (token: string, password: string) =>
  apiRequest<null>('/auth/reset-password', { method: 'POST', body: { token, password }, auth: false });

/** Social login is a full-page navigation to the backend (spec §7). */
