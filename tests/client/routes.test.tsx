// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../contract/auth';
import { TopBar } from '../../src/ui/layout/TopBar';
import { UserMenu } from '../../src/ui/layout/UserMenu';
import { AppRoutes, ROUTES } from '../../src/ui/routes';

// Home loads the pricing; no server here.
vi.mock('../../src/api/credits', () => ({ fetchPricing: vi.fn(async () => ({ text: 2, video: 5, turbo: 3 })) }));

afterEach(cleanup);

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <AppRoutes />
    </Router>,
  );
  return { ...view, navigate: location.navigate };
}

/** Every route of spec §2 with the tab title it must set (an example path for a pattern). */
const TITLES: Array<[pattern: string, path: string, title: string]> = [
  ['/', '/', '知简 — 让知识更简单'],
  ['/credits', '/credits', '购买积分 · 知简'],
  ['/auth/login', '/auth/login', '登录 · 知简'],
  ['/auth/register', '/auth/register', '注册 · 知简'],
  ['/auth/profile', '/auth/profile', '个人资料 · 知简'],
  ['/auth/profile/edit', '/auth/profile/edit', '编辑资料 · 知简'],
  ['/auth/change-password', '/auth/change-password', '修改密码 · 知简'],
  ['/auth/reset-password', '/auth/reset-password', '重置密码 · 知简'],
  ['/history', '/history', '我的历史 · 知简'],
  ['/problem/:id', '/problem/p1', '题目详情 · 知简'],
  ['/task/:taskId', '/task/t1', '任务详情 · 知简'],
  ['/explore', '/explore', '探索 · 知简'],
  ['/videos', '/videos', '视频讲解 · 知简'],
  ['/favorites', '/favorites', '我的收藏 · 知简'],
  ['/likes', '/likes', '我的点赞 · 知简'],
  ['/exam-ocr', '/exam-ocr', '试卷识别 · 知简'],
  ['/debug/:jobId', '/debug/job-1', '调试 · 知简'],
];

describe('document title per route', () => {
  it('names every route of the table here', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(TITLES.map(([pattern]) => pattern).sort());
  });

  for (const [, path, title] of TITLES) {
    it(`${path} → ${title}`, () => {
      document.title = 'stale';
      renderAt(path);
      // Set when the route renders, before a lazy screen has arrived.
      expect(document.title).toBe(title);
    });
  }

  it('any other path is the 404 page: 页面不存在 · 知简', async () => {
    renderAt('/no/such/page');
    expect(document.title).toBe('页面不存在 · 知简');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it('follows an in-app navigation', () => {
    const { navigate } = renderAt('/history');
    expect(document.title).toBe('我的历史 · 知简');
    act(() => navigate('/problem/p2'));
    expect(document.title).toBe('题目详情 · 知简');
    act(() => navigate('/'));
    expect(document.title).toBe('知简 — 让知识更简单');
  });
});

describe('the videos list and the debug view are built, with the top bar and the user menu', () => {
  it('/videos: the list of explanation videos, public for a visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: { items: [], page: 1, page_size: 12, has_more: false } }))),
    );
    try {
      renderAt('/videos');
      // A lazy screen, then its first page: time for both on a busy machine.
      expect(await screen.findByRole('heading', { level: 1, name: '视频讲解' }, { timeout: 5000 })).toBeTruthy();
      expect((await screen.findByTestId('videos-empty', {}, { timeout: 5000 })).textContent).toBe('还没有公开的讲解视频。');
      expect(screen.queryByRole('button', { name: '我的视频' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('/debug/job-1: a visitor is asked to log in', async () => {
    renderAt('/debug/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: '调试' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' })).toBeTruthy();
  });

  it('the top bar’s 探索 link (built) and 首页 carry no badge', () => {
    render(<TopBar />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const explore = within(nav).getByRole('link', { name: /探索/ });
    expect(explore.getAttribute('href')).toBe('/explore');
    expect(explore.textContent).toBe('探索');
    expect(within(nav).getByRole('link', { name: '首页' }).textContent).toBe('首页');
  });

  it('the user menu’s screens, 我的收藏, 我的点赞 and 视频讲解 among them, carry no badge', async () => {
    const user: User = { id: 'u1', username: 'ann', email: 'ann@example.com', credits: 93, avatar_path: null, created_at: '' };
    render(<UserMenu user={user} />);
    const trigger = screen.getByRole('button', { name: '用户菜单：ann' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    const badged = items.filter((item) => within(item).queryByTestId('soon-badge')).map((item) => item.getAttribute('href'));
    expect(badged).toEqual([]);
    expect(screen.getByRole('menuitem', { name: '我的收藏' }).getAttribute('href')).toBe('/favorites');
    expect(screen.getByRole('menuitem', { name: '我的点赞' }).getAttribute('href')).toBe('/likes');
    expect(screen.getByRole('menuitem', { name: '视频讲解' }).getAttribute('href')).toBe('/videos');
  });
});
