import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { parseSocialError, parseSocialFragment, socialLoginUrl } from '../../lib/social';
import { selectErrorFor } from '../../machines/session/selectors';
import { authText, errorText } from '../../text/zh';
import { AuthCard, Button, buttonClass, FormError, linkClass, Notice, TextField } from '../components/form';
import { Loading } from '../components/Loading';
import { readLoginFrom } from '../navigation';
import { session, useClearSessionError, useSession, useSessionSelector } from '../session/useSession';

const SOCIAL_ERROR_TEXT = {
  not_configured: errorText.socialNotConfigured,
  failed: errorText.socialFailed,
} as const;

/** Takes the tokens out of `#social=…` once, and removes the fragment from the address bar. */
function useSocialFragment(): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const parsed = parseSocialFragment(location.hash);
    if (parsed === null) return;
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    if (parsed === 'invalid') setProblem(errorText.socialBadPayload);
    else session.socialLogin(parsed.accessToken, parsed.refreshToken);
  }, []);
  return problem;
}

export default function LoginScreen() {
  const { status, isLoggedIn, user } = useSession();
  const loginError = useSessionSelector(selectErrorFor('login'));
  const socialLoginError = useSessionSelector(selectErrorFor('social'));
  const serverError = loginError ?? socialLoginError;
  useClearSessionError();
  const socialProblem = useSocialFragment();
  const socialError = useMemo(() => parseSocialError(location.search), []);
  const [from] = useState(readLoginFrom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});

  const busy = status === 'loggingIn';
  if (status === 'socialCompleting') return <Loading label={authText.socialCompleting} />;

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      username: username.trim() ? undefined : authText.required(authText.usernameOrEmail),
      password: password ? undefined : authText.required(authText.password),
    };
    setMissing(next);
    if (next.username || next.password) return;
    session.login({ username: username.trim(), password }, from ?? '/');
  }

  return (
    <AuthCard title={authText.loginTitle} subtitle={from && from !== '/' ? authText.loginRequiredFor : authText.loginSubtitle}>
      {isLoggedIn && user ? (
        <Notice>
          {authText.alreadyLoggedIn(user.username)}{' '}
          <Link href="/" className={linkClass}>
            {authText.goHome}
          </Link>
        </Notice>
      ) : null}
      <div className="space-y-3">
        {socialError ? <FormError>{SOCIAL_ERROR_TEXT[socialError]}</FormError> : null}
        {socialProblem ? <FormError>{socialProblem}</FormError> : null}
        {serverError ? <FormError>{serverError}</FormError> : null}
      </div>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={authText.usernameOrEmail}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={missing.username}
          required
        />
        <TextField
          label={authText.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={missing.password}
          required
        />
        <div className="flex justify-end">
          <Link href="/auth/reset-password" className={`${linkClass} inline-flex min-h-6 items-center text-sm`}>
            {authText.forgotPassword}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? authText.loggingIn : authText.loginButton}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-gray-600 dark:text-gray-400" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
        {authText.or}
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      </div>
      <a href={socialLoginUrl()} className={buttonClass('secondary', 'w-full')}>
        {authText.socialLogin}
      </a>
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {authText.noAccount}{' '}
        <Link href="/auth/register" className={linkClass}>
          {authText.goRegister}
        </Link>
      </p>
    </AuthCard>
  );
}
