import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { whenIdle } from '../../lib/when-idle';
import { navText } from '../../text/zh';
import { Avatar } from '../components/Avatar';

// The Radix dropdown is about 30 KB gzip: it loads only for logged-in users, once the page has loaded and the
// browser is idle, so that it does not compete with the screen's own code and data (decision 0043).
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * Until (or if never) the menu code arrives: the avatar links to the profile page. It has the menu
 * button's size and contents, so nothing in the top bar moves when the menu replaces it.
 */
function ProfileLink({ user }: { user: User }) {
  return (
    <Link
      href="/auth/profile"
      aria-label={navText.userMenu(user.username)}
      className="inline-flex min-h-10 items-center gap-2 rounded-full p-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:pr-3 dark:hover:bg-gray-800"
    >
      <Avatar src={user.avatar_path} username={user.username} size={32} decorative />
      <span className="hidden max-w-[8rem] truncate text-sm font-medium sm:inline">{user.username}</span>
      <span className="hidden text-xs text-gray-600 md:inline dark:text-gray-300">{navText.credits(user.credits)}</span>
    </Link>
  );
}

class MenuBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function UserMenuSlot({ user }: { user: User }) {
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => whenIdle(() => setMenuWanted(true)), []);
  const fallback = <ProfileLink user={user} />;
  if (!menuWanted) return fallback;
  return (
    <MenuBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <UserMenu user={user} />
      </Suspense>
    </MenuBoundary>
  );
}
