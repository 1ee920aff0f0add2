import { z } from 'zod';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  credits: z.number().int(),
  /** Relative, e.g. "/uploads/3f…e1.png"; the client prefixes the backend host. */
  avatar_path: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const username = z
  .string()
  .trim()
  .min(3, '用户名至少 3 个字符')
  .max(32, '用户名最多 32 个字符')
  .regex(/^[\p{L}\p{N}_-]+$/u, '用户名只能包含字母、数字、汉字、下划线和连字符');
const email = z.string().trim().toLowerCase().max(254, '邮箱过长').email('邮箱格式不正确');
const password = z.string().min(8, '密码至少 8 位').max(128, '密码最多 128 位');

export const loginBodySchema = z.object({
  /** The username or the email. */
  username: z.string().trim().min(1, '请输入用户名或邮箱').max(254),
  password: z.string().min(1, '请输入密码').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Multipart text fields of POST /auth/register (the optional avatar is a file part). */
export const registerFieldsSchema = z.object({
  username,
  email,
  password,
  invite_code: z.string().trim().min(1, '请输入邀请码').max(64),
});
export type RegisterFields = z.infer<typeof registerFieldsSchema>;

export const authDataSchema = z.object({
  user: userSchema,
  access_token: z.string(),
  refresh_token: z.string(),
});
export type AuthData = z.infer<typeof authDataSchema>;

export const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(512) });
export const refreshDataSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type RefreshData = z.infer<typeof refreshDataSchema>;

/** PUT /auth/me: any subset. PUT /auth/me/profile: the full profile. */
/** Needed only when the email changes (the change then waits for the link mailed to the new address). */
const currentPassword = z.string().min(1, '请输入当前密码').max(128).optional();
export const profilePatchSchema = z
  .object({ username: username.optional(), email: email.optional(), current_password: currentPassword })
  .refine((v) => v.username !== undefined || v.email !== undefined, '没有需要更新的内容');
export const profileFullSchema = z.object({ username, email, current_password: currentPassword });
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export const changePasswordBodySchema = z.object({
  old_password: z.string().min(1, '请输入当前密码').max(128),
  new_password: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** GET /auth/confirm-email: the link mailed to the new address. */
export const confirmEmailQuerySchema = z.object({ token: z.string().min(1).max(512) });

export const resetRequestBodySchema = z.object({ email });
export const resetBodySchema = z.object({ token: z.string().min(1).max(512), password });
export type ResetBody = z.infer<typeof resetBodySchema>;
