import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { navText, screenText } from '../../text/zh';
import { Avatar } from '../components/Avatar';
import { session } from '../session/useSession';

const itemClass =
  'flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 dark:text-gray-100 dark:data-[highlighted]:bg-gray-800 dark:data-[highlighted]:text-white';

const LINKS = [
  { href: '/auth/profile', label: navText.profile },
  { href: '/favorites', label: navText.favorites },
  { href: '/likes', label: navText.likes },
  { href: '/videos', label: screenText.videos },
  { href: '/credits', label: navText.buyCredits },
  { href: '/auth/change-password', label: navText.changePassword },
] as const;

/** The logged-in user's dropdown: avatar, username, credits, account links, log out. */
export function UserMenu({ user }: { user: User }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={navText.userMenu(user.username)}
        className="inline-flex min-h-10 items-center gap-2 rounded-full p-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:pr-3 dark:hover:bg-gray-800"
      >
        <Avatar src={user.avatar_path} username={user.username} size={32} decorative />
        <span className="hidden max-w-[8rem] truncate text-sm font-medium sm:inline">{user.username}</span>
        <span className="hidden text-xs text-gray-600 md:inline dark:text-gray-300">{navText.credits(user.credits)}</span>
      </DropdownMenu.Trigger>
      {/* Rendered inside the top bar (no portal), so that the open menu belongs to the banner landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="z-[70] w-56 max-w-[calc(100vw-1rem)] rounded-xl border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        <div className="flex items-center gap-3 px-3 py-2">
          <Avatar src={user.avatar_path} username={user.username} size={40} decorative />
          <div className="min-w-0">
            <p className="truncate font-medium text-gray-900 dark:text-gray-50">{user.username}</p>
            <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="menu-credits">
              {navText.credits(user.credits)}
            </p>
          </div>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
        {LINKS.map((l) => (
          <DropdownMenu.Item key={l.href} asChild className={itemClass}>
            <Link href={l.href}>{l.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
        <DropdownMenu.Item className={`${itemClass} text-red-700 dark:text-red-300`} onSelect={() => session.logout()}>
          {navText.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
