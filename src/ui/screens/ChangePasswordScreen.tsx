import { type FormEvent, useState } from 'react';
import { changePasswordBodySchema } from '../../../contract/auth';
import { selectErrorFor, selectPendingChange } from '../../machines/session/selectors';
import { profileText } from '../../text/zh';
import { AuthCard, Button, FormError, TextField } from '../components/form';
import { LoginRequired } from '../components/LoginRequired';
import { session, useClearSessionError, useSession, useSessionSelector } from '../session/useSession';

type Field = 'old_password' | 'new_password' | 'confirm';

export default function ChangePasswordScreen() {
  const { isLoggedIn } = useSession();
  const pending = useSessionSelector(selectPendingChange) === 'password';
  const serverError = useSessionSelector(selectErrorFor('password'));
  useClearSessionError();
  const [values, setValues] = useState<Record<Field, string>>({ old_password: '', new_password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (!isLoggedIn) return <LoginRequired />;

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = changePasswordBodySchema.safeParse({ old_password: values.old_password, new_password: values.new_password });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    if (!next.new_password && values.confirm !== values.new_password) next.confirm = profileText.passwordMismatch;
    setErrors(next);
    if (parsed.success && !next.confirm) session.changePassword(parsed.data, '/auth/profile');
  }

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  return (
    <AuthCard title={profileText.changePasswordTitle}>
      <FormError>{serverError}</FormError>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField label={profileText.oldPassword} type="password" autoComplete="current-password" {...bind('old_password')} />
        <TextField label={profileText.newPassword} type="password" autoComplete="new-password" {...bind('new_password')} />
        <TextField label={profileText.confirmPassword} type="password" autoComplete="new-password" {...bind('confirm')} />
        <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? profileText.saving : profileText.changePasswordButton}
        </Button>
      </form>
    </AuthCard>
  );
}
