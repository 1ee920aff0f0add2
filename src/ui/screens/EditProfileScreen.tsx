import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { profilePatchSchema } from '../../../contract/auth';
import { selectErrorFor, selectPendingChange } from '../../machines/session/selectors';
import { commonText, profileText } from '../../text/zh';
import { Avatar } from '../components/Avatar';
import { AvatarPicker } from '../components/AvatarPicker';
import { AuthCard, Button, buttonClass, FormError, TextField } from '../components/form';
import { LoginRequired } from '../components/LoginRequired';
import { session, useClearSessionError, useSession, useSessionSelector } from '../session/useSession';

type Field = 'username' | 'email' | 'current_password';

export default function EditProfileScreen() {
  const { user, isLoggedIn } = useSession();
  const pending = useSessionSelector(selectPendingChange);
  const profileError = useSessionSelector(selectErrorFor('profile'));
  const avatarError = useSessionSelector(selectErrorFor('avatar'));
  useClearSessionError();
  const [values, setValues] = useState<Record<Field, string>>({
    username: user?.username ?? '',
    email: user?.email ?? '',
    current_password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>> & { form?: string }>({});
  const [avatar, setAvatar] = useState<File | null>(null);

  if (!isLoggedIn || !user) return <LoginRequired message={profileText.notLoggedIn} />;
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  function save(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const patch: Partial<Record<Field, string>> = {};
    if (values.username.trim() !== user.username) patch.username = values.username;
    if (emailChanges) {
      patch.email = values.email;
      if (values.current_password === '') {
        setErrors({ current_password: profileText.currentPasswordRequired });
        return;
      }
      patch.current_password = values.current_password;
    }
    const parsed = profilePatchSchema.safeParse(patch);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> & { form?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] as Field | undefined) ?? 'form';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    session.updateProfile(parsed.data, '/auth/profile');
  }

  function upload() {
    if (avatar) session.uploadAvatar(avatar);
    setAvatar(null);
  }

  return (
    <div className="space-y-6">
      <AuthCard title={profileText.editTitle}>
        <section aria-labelledby="avatar-heading" className="space-y-3">
          <h2 id="avatar-heading" className="text-lg font-semibold">
            {profileText.changeAvatar}
          </h2>
          <div className="flex items-center gap-4">
            <Avatar src={user.avatar_path} username={user.username} size={64} />
          </div>
          <FormError>{avatarError}</FormError>
          <AvatarPicker label={profileText.uploadAvatar} file={avatar} onChange={setAvatar} disabled={pending === 'avatar'} />
          <Button onClick={upload} disabled={!avatar || pending === 'avatar'} aria-busy={pending === 'avatar'}>
            {pending === 'avatar' ? profileText.uploading : profileText.uploadAvatar}
          </Button>
        </section>
        <hr className="my-6 border-gray-200 dark:border-gray-700" />
        <form noValidate onSubmit={save} className="space-y-4" aria-label={profileText.editTitle}>
          <FormError>{profileError ?? errors.form}</FormError>
          <TextField
            label={profileText.username}
            name="username"
            autoComplete="username"
            value={values.username}
            error={errors.username}
            onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
          />
          <TextField
            label={profileText.email}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          />
          {emailChanges && (
            <>
              <p className="text-sm text-gray-600 dark:text-gray-400">{profileText.emailChangeHint}</p>
              <TextField
                label={profileText.currentPasswordForEmail}
                name="current_password"
                type="password"
                autoComplete="current-password"
                value={values.current_password}
                error={errors.current_password}
                onChange={(e) => setValues((v) => ({ ...v, current_password: e.target.value }))}
              />
            </>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending === 'profile'} aria-busy={pending === 'profile'}>
              {pending === 'profile' ? profileText.saving : commonText.save}
            </Button>
            <Link href="/auth/profile" className={buttonClass('secondary')}>
              {commonText.cancel}
            </Link>
          </div>
        </form>
      </AuthCard>
    </div>
  );
}
