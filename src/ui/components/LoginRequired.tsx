import { Link, useLocation } from 'wouter';
import { authText, errorText, navText } from '../../text/zh';
import { buttonClass } from './form';

/** Shown in place of a screen that needs a logged-in user. */
export function LoginRequired({ message = authText.loginRequiredFor }: { message?: string }) {
  const [location] = useLocation();
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-6 text-center dark:border-gray-700 dark:bg-gray-900">
      <h1 className="text-xl font-bold">{errorText.loginFirst}</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-200">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link href="/auth/login" state={{ from: location }} className={buttonClass('primary')}>
          {navText.login}
        </Link>
        <Link href="/auth/register" className={buttonClass('secondary')}>
          {navText.register}
        </Link>
      </div>
    </div>
  );
}
