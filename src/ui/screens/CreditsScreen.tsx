import { Link } from 'wouter';
import { creditsText, navText } from '../../text/zh';
import { buttonClass, linkClass } from '../components/form';
import { lazyRoute } from '../lazy-route';
import { useSession } from '../session/useSession';
import { PackageGrid } from './credits/PackageGrid';

// Buying (orders, QR codes, the order history) loads with the page, outside the first screen's bundle;
// until it has, the packages show without their buttons.
const PurchaseArea = lazyRoute(() => import('./credits/purchase/PurchaseArea'), <PackageGrid />);
// The ledger is only for a signed-in student: it loads with the page too, not with the home page.
const LedgerList = lazyRoute(() => import('./credits/LedgerList'), null);

/** Credits: balance, the three packages and buying them, the payment note, and the user's ledger. */
export default function CreditsScreen() {
  const { user, isLoggedIn } = useSession();
  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{creditsText.title}</h1>
      <div className="mt-4 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-900">
        {isLoggedIn && user ? (
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-gray-600 dark:text-gray-300">{creditsText.balance}</span>
            <span className="text-3xl font-bold text-brand-700 dark:text-blue-300" data-testid="credit-balance">
              {user.credits}
            </span>
            <span className="text-gray-600 dark:text-gray-300">{creditsText.creditsUnit}</span>
          </p>
        ) : (
          <p className="text-gray-700 dark:text-gray-200">
            {creditsText.loginToSee}{' '}
            <Link href="/auth/login" state={{ from: '/credits' }} className={linkClass}>
              {navText.login}
            </Link>
          </p>
        )}
      </div>
      <h2 className="mt-8 text-xl font-semibold">{creditsText.packagesTitle}</h2>
      {isLoggedIn ? (
        <PurchaseArea />
      ) : (
        <PackageGrid
          action={() => (
            <Link href="/auth/login" state={{ from: '/credits' }} className={buttonClass('secondary', 'w-full')}>
              {creditsText.loginToBuy}
            </Link>
          )}
        />
      )}
      <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-gray-800 dark:bg-gray-900 dark:text-gray-200">{creditsText.note}</p>
      {isLoggedIn ? <LedgerList /> : null}
    </div>
  );
}
