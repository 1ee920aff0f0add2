import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { resetBodySchema, resetRequestBodySchema } from '../../../contract/auth';
import { selectErrorFor, selectIsRequestingReset, selectIsResetting, selectResetRequested } from '../../machines/session/selectors';
import { resetText } from '../../text/zh';
import { AuthCard, Button, FormError, linkClass, Notice, TextField } from '../components/form';
import { session, useClearSessionError, useSessionSelector } from '../session/useSession';

function RequestForm() {
  const busy = useSessionSelector(selectIsRequestingReset);
  const sent = useSessionSelector(selectResetRequested);
  const serverError = useSessionSelector(selectErrorFor('resetRequest'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = resetRequestBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    session.requestReset(parsed.data.email);
  }

  return (
    <>
      <p className="text-gray-700 dark:text-gray-300">{resetText.requestIntro}</p>
      <div className="mt-3 space-y-3">
        {sent ? <Notice>{resetText.sentNotice}</Notice> : null}
        <FormError>{serverError}</FormError>
      </div>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={resetText.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? resetText.sending : resetText.sendButton}
        </Button>
      </form>
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const busy = useSessionSelector(selectIsResetting);
  const serverError = useSessionSelector(selectErrorFor('reset'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = resetBodySchema.safeParse({ token, password });
    const next: { password?: string; confirm?: string } = {};
    if (!parsed.success) next.password = parsed.error.issues.find((i) => i.path[0] === 'password')?.message;
    if (!next.password && confirm !== password) next.confirm = resetText.mismatch;
    setErrors(next);
    if (parsed.success && !next.confirm) session.resetPassword(token, password);
  }

  return (
    <>
      <p className="text-gray-700 dark:text-gray-300">{resetText.newPasswordIntro}</p>
      <div className="mt-3">
        <FormError>{serverError}</FormError>
      </div>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={resetText.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={resetText.confirmPassword}
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? resetText.resetting : resetText.resetButton}
        </Button>
      </form>
    </>
  );
}

/** Without ?token=: ask for the email. With it: set the new password. */
export default function ResetPasswordScreen() {
  useClearSessionError();
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  return (
    <AuthCard title={resetText.title}>
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
      <p className="mt-6 text-center text-sm">
        <Link href="/auth/login" className={`${linkClass} inline-flex min-h-6 items-center`}>
          {resetText.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
