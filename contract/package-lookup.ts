import { CREDIT_PACKAGES, type CreditPackage } from './packages';

/*
 * Lookups in the package table for orders, apart from packages.ts: the credits page's first screen
 * imports that file and needs none of these, and no zod here, so the purchase views stay light.
 */
export const PACKAGE_IDS = ['basic', 'standard', 'premium'] as const satisfies readonly CreditPackage['id'][];

export function findPackage(id: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((p) => p.id === id);
}

/** What a package costs in fen (integer money: ¥18 → 1800). */
export function packageFen(pkg: Pick<CreditPackage, 'price'>): number {
  return Math.round(pkg.price * 100);
}
