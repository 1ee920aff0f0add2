import type { ReactNode } from 'react';
import { type CreditPackage, originalPrice } from '../../../lib/constants';
import { creditsText } from '../../../text/zh';

/** '¥18.00' */
export const yuan = (n: number | string) => `¥${typeof n === 'number' ? n.toFixed(2) : n}`;

/** One package; `children` is its buying part (a button, a sign-in link, or 暂未开放购买). */
export function PackageCard({ pkg, children }: { pkg: CreditPackage; children?: ReactNode }) {
  const headingId = `pkg-${pkg.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-package={pkg.id}
      className={`relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-gray-900 ${
        pkg.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-gray-200 dark:border-gray-700'
      }`}
    >
      {pkg.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
          {creditsText.popular}
        </span>
      ) : null}
      <h3 id={headingId} className="text-2xl font-bold text-gray-900 dark:text-gray-50">
        {pkg.credits} <span className="text-base font-medium text-gray-600 dark:text-gray-300">{creditsText.creditsUnit}</span>
      </h3>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{pkg.description}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-2">
        <span className="text-3xl font-bold text-brand-700 dark:text-blue-300" data-testid="price">
          {yuan(pkg.price)}
        </span>
        {pkg.discount > 0 ? (
          <>
            <s className="text-sm text-gray-600 dark:text-gray-400" data-testid="original-price">
              <span className="sr-only">{creditsText.originalPrice}</span>
              {yuan(originalPrice(pkg))}
            </s>
            <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {creditsText.discount(Math.round((1 - pkg.discount) * 100) / 10)}
            </span>
          </>
        ) : null}
      </p>
      <div className="mt-auto pt-5">{children}</div>
    </section>
  );
}
