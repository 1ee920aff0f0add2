// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../../src/lib/backend-url';
import { Avatar, initialsOf } from '../../src/ui/components/Avatar';

beforeAll(() => setApiBase('http://backend.test:8000'));
afterEach(cleanup);

describe('Avatar (spec §2)', () => {
  it('shows the image, with the relative path prefixed by the backend host, at 32 px by default', () => {
    render(<Avatar src="/uploads/a.png" username="ann" />);
    const img = screen.getByRole('img', { name: 'ann' }) as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('http://backend.test:8000/uploads/a.png');
    expect(img.style.width).toBe('32px');
    expect(img.style.height).toBe('32px');
  });

  it('keeps absolute URLs as they are; honours size, className and style', () => {
    render(<Avatar src="https://cdn.test/x.png" username="ann" size={64} className="ring-2" style={{ opacity: 0.5 }} />);
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://cdn.test/x.png');
    expect(img.style.width).toBe('64px');
    expect(img.style.opacity).toBe('0.5');
    expect(img.className).toContain('ring-2');
  });

  it('falls back from a failed image to initials and calls onError once', () => {
    const onError = vi.fn();
    render(<Avatar src="/uploads/broken.png" username="zhang san" onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onError).toHaveBeenCalledTimes(1);
    const fallback = screen.getByRole('img', { name: 'zhang san' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.dataset.avatar).toBe('initials');
    expect(fallback.textContent).toBe('ZS');
  });

  it('shows initials without src, and a generic user icon when initials are off', () => {
    const { rerender } = render(<Avatar username="小明" />);
    expect(screen.getByRole('img').textContent).toBe('小');
    rerender(<Avatar username="小明" showInitials={false} />);
    expect(screen.getByRole('img').dataset.avatar).toBe('icon');
    expect(screen.getByRole('img').querySelector('svg')).not.toBeNull();
  });

  it('a failed image with initials off goes straight to the icon', () => {
    render(<Avatar src="/x.png" username="ann" showInitials={false} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').dataset.avatar).toBe('icon');
  });

  it('a new src gets a fresh chance after a failure', () => {
    const { rerender } = render(<Avatar src="/bad.png" username="ann" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').tagName).toBe('SPAN');
    rerender(<Avatar src="/good.png" username="ann" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('initials', () => {
    expect(initialsOf('alice')).toBe('A');
    expect(initialsOf('li_lei')).toBe('LL');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf(null)).toBe('');
  });
});
