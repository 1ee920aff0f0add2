// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES, originalPrice } from '../../src/lib/constants';
import CreditsScreen from '../../src/ui/screens/CreditsScreen';

afterEach(cleanup);

describe('credit packages (spec §9)', () => {
  it('the three packages with the spec numbers', () => {
    expect(CREDIT_PACKAGES.map((p) => [p.id, p.credits, p.price, p.discount, p.popular])).toEqual([
      ['basic', 100, 10, 0, false],
      ['standard', 200, 18, 0.1, true],
      ['premium', 500, 40, 0.2, false],
    ]);
    expect(CREDIT_PACKAGES.find((p) => p.id === 'basic')?.description).toBe('适合轻度使用');
    expect(CREDIT_PACKAGES.find((p) => p.id === 'premium')?.description).toBe('超值之选');
  });

  it('original price = price / (1 - discount), 2 decimals', () => {
    expect(originalPrice({ price: 18, discount: 0.1 })).toBe('20.00');
    expect(originalPrice({ price: 40, discount: 0.2 })).toBe('50.00');
    expect(originalPrice({ price: 10, discount: 1 / 3 })).toBe('15.00');
    expect(originalPrice({ price: 10, discount: 0 })).toBe('10.00');
  });
});

describe('CreditsScreen (visitor)', () => {
  it('shows each package, the struck-through original price, the badge and the payment note', () => {
    render(<CreditsScreen />);
    const standard = screen.getByRole('region', { name: /200/ });
    expect(within(standard).getByTestId('price').textContent).toBe('¥18.00');
    const struck = within(standard).getByTestId('original-price');
    expect(struck.tagName).toBe('S');
    expect(struck.textContent).toContain('¥20.00');
    expect(within(standard).getByText('最受欢迎', { selector: 'span' })).toBeTruthy();
    const premium = screen.getByRole('region', { name: /500/ });
    expect(within(premium).getByTestId('original-price').textContent).toContain('¥50.00');
    const basic = screen.getByRole('region', { name: /100/ });
    expect(within(basic).queryByTestId('original-price')).toBeNull();
    expect(screen.getByText(/立即到账/).textContent).toMatch(/微信支付、支付宝/);
    // Visitors see a prompt instead of a balance, and no ledger.
    expect(screen.queryByTestId('credit-balance')).toBeNull();
    expect(screen.getByText(/登录后可查看积分余额/)).toBeTruthy();
  });

  it('a visitor is asked to sign in to buy: no button pretends to sell', () => {
    render(<CreditsScreen />);
    const premium = screen.getByRole('region', { name: /500/ });
    expect(within(premium).queryByRole('button')).toBeNull();
    const link = within(premium).getByRole('link', { name: '登录后购买' });
    expect(link.getAttribute('href')).toBe('/auth/login');
  });
});
