import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { registerFieldsSchema } from '../../../contract/auth';
import { selectErrorFor } from '../../machines/session/selectors';
import { authText } from '../../text/zh';
import { AvatarPicker } from '../components/AvatarPicker';
import { AuthCard, Button, FormError, linkClass, TextField } from '../components/form';
import { readLoginFrom } from '../navigation';
import { session, useClearSessionError, useSession, useSessionSelector } from '../session/useSession';

type Field = 'username' | 'email' | 'password' | 'invite_code';

export default function RegisterScreen() {
  const { status } = useSession();
  const serverError = useSessionSelector(selectErrorFor('register'));
  useClearSessionError();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    username: '',
    email: '',
    password: '',
    invite_code: new URLSearchParams(location.search).get('invite') ?? '',
  }));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const busy = status === 'registering';

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = registerFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    session.register({ ...parsed.data, avatar }, readLoginFrom() ?? '/');
  }

  return (
    <AuthCard title={authText.registerTitle} subtitle={authText.registerSubtitle}>
      <FormError>{serverError}</FormError>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField label={authText.username} autoComplete="username" hint={authText.usernameHint} required {...bind('username')} />
        <TextField label={authText.email} type="email" autoComplete="email" inputMode="email" required {...bind('email')} />
        <TextField
          label={authText.password}
          type="password"
          autoComplete="new-password"
          hint={authText.passwordHint}
          required
          {...bind('password')}
        />
        <TextField label={authText.inviteCode} autoComplete="off" autoCapitalize="none" required {...bind('invite_code')} />
        <AvatarPicker label={authText.avatarOptional} file={avatar} onChange={setAvatar} />
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? authText.registering : authText.registerButton}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {authText.haveAccount}{' '}
        <Link href="/auth/login" className={linkClass}>
          {authText.goLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
