// @vitest-environment jsdom
import { act, cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Pricing } from '../../../contract/credits';
import type { SubmitResult } from '../../../contract/tasks';
import type { SubmitInput } from '../../../src/api/tasks';
import { type Draft, machine } from '../../../src/machines/submission/machine';
import { QuestionBox } from '../../../src/ui/components/solve/QuestionBox';

beforeAll(async () => {
  // jsdom has no object URLs; the preview needs one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  // The preview loads with the first photo (its own chunk); loaded once here, it shows within the act() of a pick.
  await import('../../../src/ui/components/solve/PhotoCheck');
});
afterEach(cleanup);

function Harness({ logic, loggedIn, balance }: { logic: typeof machine; loggedIn: boolean; balance: number | null }) {
  const actor = useActorRef(logic);
  return <QuestionBox actor={actor} isLoggedIn={loggedIn} balance={balance} />;
}

function setup({ loggedIn = true, balance = null }: { loggedIn?: boolean; balance?: number | null } = {}) {
  const toasts: string[] = [];
  const refreshes: string[] = [];
  const created: SubmitInput[] = [];
  const navigations: string[] = [];
  const logic = machine.provide({
    actors: {
      takeDraft: fromPromise<Draft | null>(async () => null),
      loadPricing: fromPromise<Pricing>(async () => ({ text: 2, video: 5, turbo: 3 })),
      createTask: fromPromise<Partial<SubmitResult> | undefined, SubmitInput>(async ({ input }) => {
        created.push(input);
        return { problem_id: 'p9', task_id: 't9' };
      }),
    },
    actions: {
      notifyError: (_, p) => toasts.push(p.message),
      navigate: (_, p) => navigations.push(p.to),
      refreshProfile: () => refreshes.push('profile'),
    },
  });
  const user = userEvent.setup();
  const view = render(<Harness logic={logic} loggedIn={loggedIn} balance={balance} />);
  const rerender = (next: number | null) => view.rerender(<Harness logic={logic} loggedIn={loggedIn} balance={next} />);
  return { user, toasts, created, navigations, refreshes, rerender };
}

const png = (name = 'q.png') => new File(['png-bytes'], name, { type: 'image/png' });
const submitButton = () => screen.getByRole('button', { name: '开始解题' });

describe('QuestionBox', () => {
  it('disables submit while text and image are both empty (whitespace counts as empty)', async () => {
    const { user } = setup();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('题目描述'), '   ');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('题目描述'), 'x+1=2');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows turbo only while video is on; turning video off turns turbo off', async () => {
    const { user } = setup();
    const video = screen.getByRole('checkbox', { name: '生成视频' });
    expect((video as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '极速模式' }));
    expect((screen.getByRole('checkbox', { name: '极速模式' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('本次消耗 10 积分')).toBeTruthy();
    await user.click(video);
    expect(screen.queryByRole('checkbox', { name: '极速模式' })).toBeNull();
    expect(screen.getByText('本次消耗 2 积分')).toBeTruthy();
    await user.click(video);
    expect((screen.getByRole('checkbox', { name: '极速模式' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('本次消耗 7 积分')).toBeTruthy();
  });

  it('takes one image from the upload button and removes it from the preview', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('上传图片');
    expect(input.getAttribute('accept')).toBe('image/*');
    await user.upload(input, [png('one.png')]);
    expect((await screen.findByRole('img', { name: '题目图片预览' })).getAttribute('src')).toBe('blob:preview');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: '移除图片' }));
    expect(screen.queryByTestId('image-preview')).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the camera through a capture input', () => {
    setup();
    const camera = screen.getByLabelText('拍照');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*');
  });

  it('accepts a pasted image, keeping only the first of several', async () => {
    setup();
    const area = screen.getByLabelText('题目描述');
    const paste = createEvent.paste(area);
    Object.defineProperty(paste, 'clipboardData', { value: { files: [png('first.png'), png('second.png')] } });
    await act(async () => {
      fireEvent(area, paste);
    });
    expect(paste.defaultPrevented).toBe(true);
    expect(screen.getByTestId('image-preview').textContent).toContain('first.png');
  });

  it('leaves a plain-text paste to the textarea', async () => {
    setup();
    const area = screen.getByLabelText('题目描述');
    const paste = createEvent.paste(area);
    Object.defineProperty(paste, 'clipboardData', { value: { files: [] } });
    fireEvent(area, paste);
    expect(paste.defaultPrevented).toBe(false);
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });

  it('accepts a dropped image and shows the drop hint while dragging', async () => {
    setup();
    const zone = screen.getByTestId('question-dropzone');
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByText('松开鼠标，添加这张图片')).toBeTruthy();
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [png('dropped.png')] } });
    });
    expect(screen.queryByText('松开鼠标，添加这张图片')).toBeNull();
    expect(screen.getByTestId('image-preview').textContent).toContain('dropped.png');
  });

  it('toasts the spec messages for a wrong type or a file over 10 MB and keeps no preview', async () => {
    const { toasts } = setup();
    const zone = screen.getByTestId('question-dropzone');
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
      fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [{ name: 'big.png', type: 'image/png', size: 10_485_761 }] } });
    });
    expect(toasts).toEqual(['文件类型不支持，支持的类型：image/jpeg, image/png, image/gif, image/webp', '文件大小超过限制（10.0 MB）']);
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });

  it('submits text and flags, then resets the form and goes to the problem page', async () => {
    const { user, created, navigations } = setup();
    await user.type(screen.getByLabelText('题目描述'), ' x^2-5x+6=0 求解 ');
    await user.click(submitButton());
    await vi.waitFor(() => expect(navigations).toEqual(['/problem/p9']));
    expect(created).toEqual([{ problem_text: 'x^2-5x+6=0 求解', generate_video: true, turbo_mode: false }]);
    expect((screen.getByLabelText('题目描述') as HTMLTextAreaElement).value).toBe('');
  });

  it('sends a visitor to log in instead of submitting', async () => {
    const { user, created, navigations } = setup({ loggedIn: false });
    expect(screen.getByText('登录后即可提交题目')).toBeTruthy();
    await user.type(screen.getByLabelText('题目描述'), '1+1');
    await user.click(submitButton());
    expect(navigations).toEqual(['/auth/login']);
    expect(created).toEqual([]);
  });

  it('shows the cost of this question and the balance after it next to the send button', async () => {
    const { user } = setup({ balance: 100 });
    expect(await screen.findByText('本次消耗 7 积分')).toBeTruthy();
    const line = document.getElementById(submitButton().getAttribute('aria-describedby') ?? '');
    expect(line?.textContent).toBe('本次消耗 7 积分 · 剩余 93');
    await user.click(screen.getByRole('checkbox', { name: '极速模式' }));
    expect(line?.textContent).toBe('本次消耗 10 积分 · 剩余 90');
    await user.click(screen.getByRole('checkbox', { name: '生成视频' }));
    expect(line?.textContent).toBe('本次消耗 2 积分 · 剩余 98');
    expect(screen.queryByTestId('credits-short')).toBeNull();
  });

  it('says so before sending when the balance is too low, links to /credits, and does not send', async () => {
    const { user, created, toasts, refreshes } = setup({ balance: 5 });
    await user.type(screen.getByLabelText('题目描述'), 'x+1=2');
    const short = await screen.findByTestId('credits-short');
    expect([...short.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '积分不足，本次需要 7 积分，当前余额 5',
      '关闭“生成视频”只需 2 积分 · 购买积分',
    ]);
    expect(screen.getByRole('link', { name: '购买积分' }).getAttribute('href')).toBe('/credits');
    expect(screen.queryByTestId('submission-balance-after')).toBeNull();

    await user.click(submitButton());
    expect(created).toEqual([]);
    expect(toasts).toEqual(['积分不足，本次需要 7 积分，当前余额 5']);
    // The balance shown may be out of date: the profile is fetched again.
    expect(refreshes).toEqual(['profile']);

    await user.click(screen.getByRole('checkbox', { name: '生成视频' }));
    expect(screen.queryByTestId('credits-short')).toBeNull();
    expect(screen.getByTestId('submission-balance-after').textContent).toBe(' · 剩余 3');
    await user.click(submitButton());
    await vi.waitFor(() => expect(created).toEqual([{ problem_text: 'x+1=2', generate_video: false, turbo_mode: false }]));
  });

  it('follows the session: a balance that arrives later lifts the refusal', async () => {
    const { rerender } = setup({ balance: 1 });
    const short = await screen.findByTestId('credits-short');
    // Not even the text fits: no hint about the video.
    expect([...short.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['积分不足，本次需要 7 积分，当前余额 1', '购买积分']);
    rerender(100);
    await vi.waitFor(() => expect(screen.queryByTestId('credits-short')).toBeNull());
    expect(screen.getByTestId('submission-balance-after').textContent).toBe(' · 剩余 93');
  });

  it('shows a signed-out visitor the cost only', async () => {
    setup({ loggedIn: false });
    expect(await screen.findByText('本次消耗 7 积分')).toBeTruthy();
    expect(screen.queryByTestId('submission-balance-after')).toBeNull();
    expect(screen.queryByTestId('credits-short')).toBeNull();
  });
});
