import { Component, lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { navText } from '../../text/zh';
import { Avatar } from '../components/Avatar';

// The Radix dropdown is about 30 KB gzip: it loads only for logged-in users, after first paint.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** Until (or if never) the menu code arrives: the avatar links to the profile page. */
function ProfileLink({ user }: { user: User }) {
  return (
    <Link
      href="/auth/profile"
      aria-label={navText.userMenu(user.username)}
      className="inline-flex min-h-10 items-center rounded-full p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Avatar src={user.avatar_path} username={user.username} size={32} decorative />
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
  const fallback = <ProfileLink user={user} />;
  return (
    <MenuBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <UserMenu user={user} />
      </Suspense>
    </MenuBoundary>
  );
}
