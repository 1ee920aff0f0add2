import type { ReactNode } from 'react';
import { CREDIT_PACKAGES, type CreditPackage } from '../../../lib/constants';
import { PackageCard } from './PackageCard';

/** The three packages side by side (stacked on a phone), each with its buying part. */
export function PackageGrid({ action }: { action?: (pkg: CreditPackage) => ReactNode }) {
  return (
    <div className="mt-5 grid gap-6 sm:grid-cols-3">
      {CREDIT_PACKAGES.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg}>
          {action?.(pkg)}
        </PackageCard>
      ))}
    </div>
  );
}
