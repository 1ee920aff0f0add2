// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import * as creditsApi from '../../src/api/credits';
import { ApiError } from '../../src/api/errors';
import { submitForm } from '../../src/api/tasks';
import { STORAGE_KEYS } from '../../src/lib/storage';
import { saveDraft, submissionActors, takeDraft } from '../../src/machines/submission/actors';
import { costOf, IMAGE_CHECK, machine, toSubmitInput } from '../../src/machines/submission/machine';
import { selectCanSubmit, selectCost, selectShowTurbo } from '../../src/machines/submission/selectors';
import { flush } from './task-client-support';

vi.mock('../../src/api/credits', () => ({ fetchPricing: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.resetAllMocks();
});

describe('visitor draft (spec §4)', () => {
  it('stores the draft text and video flag under zhijian_ keys, and takes them back once', () => {
    saveDraft({ text: '求 x^2=4 的解', generateVideo: false });
    expect(localStorage.getItem(STORAGE_KEYS.draftProblem)).toBe('求 x^2=4 的解');
    expect(localStorage.getItem(STORAGE_KEYS.draftVideo)).toBe('false');
    expect(takeDraft()).toEqual({ text: '求 x^2=4 的解', generateVideo: false });
    expect(localStorage.getItem(STORAGE_KEYS.draftProblem)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.draftVideo)).toBeNull();
    expect(takeDraft()).toBeNull();
  });

  it('restores the draft into a fresh form through the real takeDraft actor', async () => {
    saveDraft({ text: '草稿', generateVideo: false });
    const actor = createActor(machine.provide({ actors: { takeDraft: submissionActors.takeDraft } })).start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ text: '草稿', generateVideo: false, turboMode: false });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });
});

describe('submit payload (spec §3 task submit input)', () => {
  const base = {
    text: '',
    image: null,
    imageText: '',
    imageTextNote: null,
    readsImageText: false,
    generateVideo: true,
    turboMode: false,
    pricing: null,
  };

  it('sends text only when present (trimmed), the flags always, the image as images', () => {
    const image = new File(['png'], 'q.png', { type: 'image/png' });
    expect(toSubmitInput({ ...base, text: '  x+1=2  ' })).toEqual({
      problem_text: 'x+1=2',
      generate_video: true,
      turbo_mode: false,
    });
    expect(toSubmitInput({ ...base, image, generateVideo: false, turboMode: true })).toEqual({
      generate_video: false,
      turbo_mode: false,
      images: [image],
    });
  });

  it('sends the checked text of the photo as ocr_text: only with the photo, trimmed, and not when blank', () => {
    const image = new File(['jpeg'], 'q.jpg', { type: 'image/jpeg' });
    expect(toSubmitInput({ ...base, image, imageText: ' 已知 a=2，求 a^2+1 \n' })).toEqual({
      generate_video: true,
      turbo_mode: false,
      images: [image],
      ocr_text: '已知 a=2，求 a^2+1',
    });
    expect(toSubmitInput({ ...base, image, imageText: '  ' })).not.toHaveProperty('ocr_text');
    expect(toSubmitInput({ ...base, text: 'x', imageText: 'left over' })).not.toHaveProperty('ocr_text');
    const form = submitForm({ problem_text: 'x', images: [image], ocr_text: '已知 a=2' });
    expect([...form.keys()]).toEqual(['problem_text', 'images', 'ocr_text']);
    expect(form.get('ocr_text')).toBe('已知 a=2');
  });

  it('builds the multipart form with only the present fields', () => {
    const image = new File(['png'], 'q.png', { type: 'image/png' });
    const form = submitForm({ problem_text: 'x', generate_video: true, turbo_mode: false, images: [image] });
    expect([...form.keys()]).toEqual(['problem_text', 'generate_video', 'turbo_mode', 'images']);
    expect(form.get('generate_video')).toBe('true');
    expect(form.get('turbo_mode')).toBe('false');
    expect((form.get('images') as File).name).toBe('q.png');
    expect([...submitForm({}).keys()]).toEqual([]);
  });
});

describe('cost shown before submitting', () => {
  it('is text, plus video when on, plus turbo when on', () => {
    const pricing = { text: 2, video: 5, turbo: 3 };
    expect(costOf({ pricing, generateVideo: false, turboMode: false })).toBe(2);
    expect(costOf({ pricing, generateVideo: true, turboMode: false })).toBe(7);
    expect(costOf({ pricing, generateVideo: true, turboMode: true })).toBe(10);
    expect(costOf({ pricing: null, generateVideo: true, turboMode: true })).toBeNull();
  });

  it('loads the pricing from GET /credits/pricing', async () => {
    const loadPricing = () => createActor(machine.provide({ actors: { loadPricing: submissionActors.loadPricing } })).start();
    vi.mocked(creditsApi.fetchPricing).mockResolvedValue({ text: 2, video: 5, turbo: 3 });
    let actor = loadPricing();
    await flush();
    expect(actor.getSnapshot().context.pricing).toEqual({ text: 2, video: 5, turbo: 3 });
    // A failure (the client throws the envelope's success:false as an ApiError) leaves the cost unknown.
    vi.mocked(creditsApi.fetchPricing).mockRejectedValue(new ApiError({ status: 200, code: 'rejected', serverMessage: '不可用' }));
    actor = loadPricing();
    await flush();
    expect(actor.getSnapshot().matches({ pricing: 'unavailable' })).toBe(true);
    expect(actor.getSnapshot().context.pricing).toBeNull();
  });
});

describe('image checks (spec §5)', () => {
  it('accepts jpeg (jpg), png, gif and webp up to 10485760 bytes, one image', () => {
    expect(IMAGE_CHECK.maxSize).toBe(10_485_760);
    expect(IMAGE_CHECK.maxFiles).toBe(1);
    expect(IMAGE_CHECK.accept).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
  });

  it('takes only the first file and toasts the exact messages for the rest', async () => {
    const errors: string[] = [];
    const actor = createActor(machine.provide({ actions: { notifyError: (_, p) => errors.push(p.message) } })).start();
    await flush();
    const first = new File(['a'], 'first.png', { type: 'image/png' });
    const second = new File(['b'], 'second.png', { type: 'image/png' });
    actor.send({ type: 'submission.filesAdded', files: [first, second] });
    expect(actor.getSnapshot().context.image).toBe(first);
    actor.send({ type: 'submission.filesAdded', files: [new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' })] });
    actor.send({ type: 'submission.filesAdded', files: [{ name: 'huge.png', type: 'image/png', size: 10_485_761 } as File] });
    expect(errors).toEqual(['文件类型不支持，支持的类型：image/jpeg, image/png, image/gif, image/webp', '文件大小超过限制（10.0 MB）']);
    expect(actor.getSnapshot().context.image).toBe(first);
  });
});

describe('form rules (spec §2)', () => {
  it('turns turbo off with video, offers turbo only with video, and disables submit when empty', async () => {
    const actor = createActor(machine).start();
    await flush();
    const snap = () => actor.getSnapshot();
    expect(snap().context).toMatchObject({ generateVideo: true, turboMode: false });
    expect(selectCanSubmit(snap())).toBe(false);
    actor.send({ type: 'submission.turboToggled', on: true });
    actor.send({ type: 'submission.videoToggled', on: false });
    expect(snap().context).toMatchObject({ generateVideo: false, turboMode: false });
    expect(selectShowTurbo(snap())).toBe(false);
    actor.send({ type: 'submission.turboToggled', on: true });
    expect(snap().context.turboMode).toBe(false);
    actor.send({ type: 'submission.textChanged', text: '   ' });
    expect(selectCanSubmit(snap())).toBe(false);
    actor.send({ type: 'submission.textChanged', text: '1+1' });
    expect(selectCanSubmit(snap())).toBe(true);
    expect(selectCost(snap())).toBeNull();
  });
});
