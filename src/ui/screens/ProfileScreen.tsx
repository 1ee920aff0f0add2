import { Link } from 'wouter';
import { navText, profileText } from '../../text/zh';
import { Avatar } from '../components/Avatar';
import { buttonClass } from '../components/form';
import { LoginRequired } from '../components/LoginRequired';
import { useSession } from '../session/useSession';

const joined = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });

export default function ProfileScreen() {
  const { user, isLoggedIn } = useSession();
  if (!isLoggedIn || !user) return <LoginRequired message={profileText.notLoggedIn} />;
  const created = user.created_at ? new Date(user.created_at) : null;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">{profileText.title}</h1>
      <div className="mt-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-8 dark:border-gray-700 dark:bg-gray-900">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={user.avatar_path} username={user.username} size={80} />
          <div className="min-w-0">
            <p className="truncate text-xl font-semibold" data-testid="profile-username">
              {user.username}
            </p>
            <p className="break-all text-gray-600 dark:text-gray-300">{user.email}</p>
          </div>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-gray-600 dark:text-gray-300">{profileText.credits}</dt>
            <dd className="text-lg font-semibold">{user.credits}</dd>
          </div>
          {created && !Number.isNaN(created.getTime()) ? (
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-300">{profileText.joinedAt}</dt>
              <dd className="text-lg">{joined.format(created)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/auth/profile/edit" className={buttonClass('primary')}>
            {profileText.edit}
          </Link>
          <Link href="/auth/change-password" className={buttonClass('secondary')}>
            {navText.changePassword}
          </Link>
          <Link href="/credits" className={buttonClass('secondary')}>
            {navText.buyCredits}
          </Link>
        </div>
      </div>
    </div>
  );
}
