import { Link, useLocation } from 'wouter';
import { navText, siteText } from '../../text/zh';
import { useSession } from '../session/useSession';
import { ThemeToggle } from './ThemeToggle';
import { UserMenuSlot } from './UserMenuSlot';

const navLink = (active: boolean, padding = 'px-2 sm:px-3') =>
  `inline-flex min-h-10 items-center rounded-lg ${padding} text-sm font-medium sm:text-base focus-visible:outline-2 focus-visible:outline-brand-600 ${
    active
      ? 'text-brand-700 dark:text-blue-300'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800'
  }`;

/** Fixed top bar: brand, 首页, 探索, 我的 (logged in), theme toggle, user menu or login/register. */
export function TopBar() {
  const { user, isLoggedIn } = useSession();
  const [location] = useLocation();
  const current = (path: string) => (location === path ? ('page' as const) : undefined);
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-2 sm:gap-3 sm:px-6">
        <Link
          href="/"
          className="mr-1 inline-flex min-h-10 items-center rounded-lg px-1 text-lg font-bold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mr-3 dark:text-blue-300"
        >
          {siteText.brand}
        </Link>
        <nav aria-label={navText.mainNav} className="flex min-w-0 items-center">
          <Link href="/" className={navLink(location === '/')} aria-current={current('/')}>
            {navText.home}
          </Link>
          <Link href="/explore" className={navLink(location === '/explore')} aria-current={current('/explore')}>
            {navText.explore}
          </Link>
          {isLoggedIn ? (
            <Link href="/history" className={navLink(location === '/history')} aria-current={current('/history')}>
              {navText.mine}
            </Link>
          ) : null}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {isLoggedIn && user ? (
            <UserMenuSlot user={user} />
          ) : (
            <>
              <Link href="/auth/login" className={navLink(location === '/auth/login')}>
                {navText.login}
              </Link>
              <Link
                href="/auth/register"
                className="inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-3 sm:text-base"
              >
                {navText.register}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
