// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/auth';
import { whenIdle } from '../../src/lib/when-idle';
import { UserMenuSlot } from '../../src/ui/layout/UserMenuSlot';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const user: User = { id: 'u1', username: 'ann', email: 'ann@example.com', credits: 93, avatar_path: null, created_at: '' };

describe('the user menu, loaded once the page is idle', () => {
  it('is a link to the profile with the menu button’s name and contents until then, then the menu button', async () => {
    render(<UserMenuSlot user={user} />);
    const link = screen.getByRole('link', { name: '用户菜单：ann' });
    expect(link.getAttribute('href')).toBe('/auth/profile');
    expect(link.textContent).toContain('ann');
    expect(link.textContent).toContain('93');
    expect(screen.queryByRole('button', { name: '用户菜单：ann' })).toBeNull();
    const trigger = await screen.findByRole('button', { name: '用户菜单：ann' }, { timeout: 5000 });
    expect(trigger.textContent).toBe(link.textContent);
    expect(screen.queryByRole('link', { name: '用户菜单：ann' })).toBeNull();
  });

  it('whenIdle runs its task after the page has loaded, and not once cancelled', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(['kept']);
  });
});
