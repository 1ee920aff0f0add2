// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Pricing } from '../../../contract/credits';
import type { OcrResult } from '../../../contract/ocr';
import type { SubmitResult } from '../../../contract/tasks';
import { ApiError } from '../../../src/api/errors';
import type { SubmitInput } from '../../../src/api/tasks';
import { type Draft, machine } from '../../../src/machines/submission/machine';
import type { CropRequest } from '../../../src/machines/submission/photo';
import { QuestionBox } from '../../../src/ui/components/solve/QuestionBox';

// jsdom loads no images, so the real cropper never measures one: a stand-in reports a fixed crop
// the way react-easy-crop does once the photo is laid out. The browser test drives the real one.
const AREA = { x: 40, y: 10, width: 600, height: 300 };
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    image: string;
    onCropComplete: (a: unknown, pixels: typeof AREA) => void;
    mediaProps: { alt: string };
  }) {
    const { image, onCropComplete } = props;
    // biome-ignore lint/correctness/useExhaustiveDependencies: reported again for each photo shown, like the real one.
    useEffect(() => onCropComplete(AREA, AREA), [image]);
    return <img alt={props.mediaProps.alt} src={image} />;
  },
}));
// Nor can jsdom draw: the upright copy shown after a turn is half the size of the turned photo.
vi.mock('../../../src/ui/components/solve/crop-image', () => ({
  turnedCopy: vi.fn(async () => ({ blob: new Blob(['jpeg']), scale: 0.5 })),
}));

beforeAll(() => {
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function Harness({ logic, loggedIn }: { logic: typeof machine; loggedIn: boolean }) {
  const actor = useActorRef(logic);
  return <QuestionBox actor={actor} isLoggedIn={loggedIn} />;
}

function setup({ loggedIn = true, read }: { loggedIn?: boolean; read?: () => Promise<OcrResult> } = {}) {
  const toasts: string[] = [];
  const created: SubmitInput[] = [];
  const crops: CropRequest[] = [];
  const readImages: string[] = [];
  const logic = machine.provide({
    actors: {
      takeDraft: fromPromise<Draft | null>(async () => null),
      loadPricing: fromPromise<Pricing>(async () => ({ text: 2, video: 5, turbo: 3 })),
      createTask: fromPromise<Partial<SubmitResult> | undefined, SubmitInput>(async ({ input }) => {
        created.push(input);
        return { problem_id: 'p9', task_id: 't9' };
      }),
      cropImage: fromPromise<File, { image: File; crop: CropRequest }>(async ({ input }) => {
        crops.push(input.crop);
        return new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
      }),
      recognizeText: fromPromise<OcrResult, { image: File }>(async ({ input }) => {
        readImages.push(input.image.name);
        return read ? read() : { text: '3.已知 a-2,求 az+1' };
      }),
    },
    actions: { notifyError: (_, p) => toasts.push(p.message) },
  });
  const user = userEvent.setup();
  render(<Harness logic={logic} loggedIn={loggedIn} />);
  return { user, toasts, created, crops, readImages };
}

const photo = () => new File(['png-bytes'], 'photo.png', { type: 'image/png' });
const cropDialog = () => screen.findByRole('dialog', { name: '裁剪图片' });

describe('photo: crop and turn, then check the text read from it', () => {
  it('opens the crop view on a picked photo or a camera shot; cancel drops the photo', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('拍照'), [photo()]);
    const dialog = await cropDialog();
    expect(await within(dialog).findByText('拖动、双指缩放或用滑块缩放，让框内只留下要解的题目')).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: '要裁剪的题目图片' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });

  it('sends the turned crop, shows the text read from it in a box, and submits the corrected text with the cropped photo', async () => {
    const { user, crops, readImages, created } = setup();
    await user.upload(screen.getByLabelText('上传图片'), [photo()]);
    const dialog = await cropDialog();
    await user.click(await within(dialog).findByRole('button', { name: '向右旋转' }));
    await within(dialog).findByRole('img', { name: '要裁剪的题目图片' });
    await user.click(within(dialog).getByRole('button', { name: '横条' }));
    expect(within(dialog).getByRole('button', { name: '横条' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: '使用图片' }));

    const box = (await screen.findByLabelText('识别出的题目文字')) as HTMLTextAreaElement;
    // Reported on the upright copy, sent in the pixels of the turned photo.
    expect(crops).toEqual([{ area: { x: 80, y: 20, width: 1200, height: 600 }, rotation: 90 }]);
    expect(readImages).toEqual(['photo.jpg']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('image-preview').textContent).toContain('photo.jpg');
    expect(box.value).toBe('3.已知 a-2,求 az+1');
    expect(screen.getByText('请核对：改正识别错的符号，提交时以这里的文字为准')).toBeTruthy();

    await user.clear(box);
    await user.type(box, '已知 a=2，求 a^2+1');
    await user.click(screen.getByRole('checkbox', { name: '生成视频' }));
    await user.click(screen.getByRole('button', { name: '开始解题' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ ocr_text: '已知 a=2，求 a^2+1', generate_video: false });
    expect(created[0].images?.map((f) => f.name)).toEqual(['photo.jpg']);
    expect(created[0]).not.toHaveProperty('problem_text');
  });

  it('when nothing is read, says so by an empty box the student types into', async () => {
    const { user, created } = setup({ read: async () => ({ text: '' }) });
    await user.upload(screen.getByLabelText('上传图片'), [photo()]);
    await user.click(await within(await cropDialog()).findByRole('button', { name: '使用图片' }));
    expect(await screen.findByText('没有从图片中识别出文字，请在下面输入题目')).toBeTruthy();
    await user.type(screen.getByLabelText('识别出的题目文字'), '解方程 3x-5=10');
    await user.click(screen.getByRole('button', { name: '开始解题' }));
    await vi.waitFor(() => expect(created[0]?.ocr_text).toBe('解方程 3x-5=10'));
  });

  it('when the reading fails, toasts the reason and lets the student type the text', async () => {
    const { user, toasts } = setup({
      read: () => Promise.reject(new ApiError({ status: 503, serverMessage: '图片识别失败，请稍后重试' })),
    });
    await user.upload(screen.getByLabelText('上传图片'), [photo()]);
    await user.click(await within(await cropDialog()).findByRole('button', { name: '使用图片' }));
    expect(await screen.findByText('没能识别出图片中的文字，请在下面输入题目')).toBeTruthy();
    expect(toasts).toEqual(['图片识别失败，请稍后重试']);
    expect((screen.getByLabelText('识别出的题目文字') as HTMLTextAreaElement).value).toBe('');
  });

  it('attaches a visitor’s cropped photo as it is: no reading without a login', async () => {
    const { user, readImages } = setup({ loggedIn: false });
    await user.upload(screen.getByLabelText('上传图片'), [photo()]);
    await user.click(await within(await cropDialog()).findByRole('button', { name: '使用图片' }));
    expect(await screen.findByText('登录后可以识别并核对图片中的文字')).toBeTruthy();
    expect(readImages).toEqual([]);
    expect(screen.queryByLabelText('识别出的题目文字')).toBeNull();
    expect(screen.getByTestId('image-preview').textContent).toContain('photo.jpg');
  });

  it('drops the photo and its text with the remove button', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('上传图片'), [photo()]);
    await user.click(await within(await cropDialog()).findByRole('button', { name: '使用图片' }));
    await screen.findByLabelText('识别出的题目文字');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: '移除图片' }));
    });
    expect(screen.queryByTestId('photo-check')).toBeNull();
    expect((screen.getByRole('button', { name: '开始解题' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
