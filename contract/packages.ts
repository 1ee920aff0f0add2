/** The credit packages (spec §9): the one pricing table, read by the credits page and by the server's orders. */
export interface CreditPackage {
  id: 'basic' | 'standard' | 'premium';
  credits: number;
  /** Yuan. */
  price: number;
  /** Fraction off the original price (0.1 = 10 % off); 0 = none. */
  discount: number;
  popular: boolean;
  description: string;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'basic', credits: 100, price: 10, discount: 0, popular: false, description: '适合轻度使用' },
  { id: 'standard', credits: 200, price: 18, discount: 0.1, popular: true, description: '最受欢迎' },
  { id: 'premium', credits: 500, price: 40, discount: 0.2, popular: false, description: '超值之选' },
];
