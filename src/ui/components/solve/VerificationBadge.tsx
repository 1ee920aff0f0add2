import type { Verification } from '../../../../contract/subjects';
import { SOLVE } from '../../../text/solve';
import { Icon } from './Icon';

/** How the answer was checked: verified (green), mismatch (a visible warning); unchecked answers show nothing. */
export function VerificationBadge({ verification }: { verification: Verification }) {
  if (verification.status === 'verified') {
    return (
      <p
        className="flex flex-wrap items-center gap-2 text-sm text-green-800 dark:text-green-200"
        data-testid="verification"
        data-status="verified"
      >
        <span className="inline-flex min-h-6 items-center gap-1 rounded-full bg-green-50 px-2.5 font-medium ring-1 ring-green-200 ring-inset dark:bg-green-950 dark:ring-green-800">
          <Icon name="shield" className="size-3.5" />
          {SOLVE.verification.verified}
        </span>
        <span className="text-gray-700 dark:text-gray-300">{verification.note}</span>
      </p>
    );
  }
  if (verification.status === 'mismatch') {
    return (
      <div
        role="note"
        className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        data-testid="verification"
        data-status="mismatch"
      >
        <Icon name="warning" className="mt-0.5 size-5" />
        <div>
          <p className="font-semibold">{SOLVE.verification.mismatch}</p>
          <p>{SOLVE.verification.mismatchHint}</p>
          {verification.note ? <p className="mt-1">{verification.note}</p> : null}
        </div>
      </div>
    );
  }
  // An answer nobody could check says nothing: only a check that was made earns a word on the page.
  return null;
}
