import { shallowEqual, useSelector } from '@xstate/react';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { PROBLEM_TEXT_MAX_CHARS } from '../../../../contract/limits';
import { TEXTAREA_MAX_HEIGHT_PX } from '../../../lib/constants';
import type { machine } from '../../../machines/submission/machine';
import * as sel from '../../../machines/submission/selectors';
import { SOLVE } from '../../../text/solve';
import { lazyRoute } from '../../lazy-route';
import { buttonClass, linkClass } from '../form';
import { Icon } from './Icon';

// The photo steps (preview, crop view, the text read from the photo) load with the first photo.
const PhotoCheck = lazyRoute(() => import('./PhotoCheck'), null);

type SubmissionRef = ActorRefFrom<typeof machine>;

/** Grows with its text up to the spec's 200 px, then scrolls. */
function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, read through the element.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    const full = el.scrollHeight;
    el.style.height = `${Math.min(full, TEXTAREA_MAX_HEIGHT_PX)}px`;
    el.style.overflowY = full > TEXTAREA_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [ref, value]);
}

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

const pickerClass = buttonClass(
  'secondary',
  'relative min-h-10 cursor-pointer px-3 text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
);

/** The machine checks each question's cost against the signed-in student's balance. */
function useBalance(actor: SubmissionRef, balance: number | null) {
  useEffect(() => {
    actor.send({ type: 'submission.balanceChanged', balance });
  }, [actor, balance]);
}

/**
 * The home page's question form: text, one image (upload, camera, paste, drop), video and turbo,
 * submit with the cost and the balance after it.
 */
export function QuestionBox({
  actor,
  isLoggedIn,
  balance = null,
  textareaRef,
}: {
  actor: SubmissionRef;
  isLoggedIn: boolean;
  /** The session's credits; null for a visitor. */
  balance?: number | null;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  useBalance(actor, balance);
  const text = useSelector(actor, sel.selectText);
  const image = useSelector(actor, sel.selectImage);
  const photoStep = useSelector(actor, sel.selectPhotoStep);
  const imageText = useSelector(actor, sel.selectImageText);
  const imageTextNote = useSelector(actor, sel.selectImageTextNote);
  const video = useSelector(actor, sel.selectGenerateVideo);
  const turbo = useSelector(actor, sel.selectTurboMode);
  const showTurbo = useSelector(actor, sel.selectShowTurbo);
  const canSubmit = useSelector(actor, sel.selectCanSubmit);
  const submitting = useSelector(actor, sel.selectIsSubmitting);
  const quote = useSelector(actor, sel.selectQuote, shallowEqual);
  const pricing = useSelector(actor, sel.selectPricingState);
  const isShort = useSelector(actor, sel.selectIsShortOfCredits);
  const [dragging, setDragging] = useState(false);
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const areaRef = textareaRef ?? ownRef;
  useAutoGrow(areaRef, text);
  const id = useId();

  const addFiles = (files: FileList | File[] | null | undefined) => {
    const list = Array.from(files ?? []);
    if (list.length > 0) actor.send({ type: 'submission.filesAdded', files: list });
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    addFiles(e.currentTarget.files);
    // The same file can be picked again after a remove.
    e.currentTarget.value = '';
  };
  const onPaste = (e: ClipboardEvent) => {
    const files = e.clipboardData?.files;
    if (files && files.length > 0) {
      e.preventDefault();
      addFiles(files);
    }
  };
  const onDragOver = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    if (!dragging) setDragging(true);
  };
  const onDrop = (e: DragEvent) => {
    setDragging(false);
    if (!e.dataTransfer?.files?.length) return;
    e.preventDefault();
    addFiles(e.dataTransfer.files);
  };

  const costText =
    pricing === 'ready' && quote ? SOLVE.box.cost(quote.cost) : pricing === 'loading' ? SOLVE.box.costUnknown : SOLVE.box.costUnavailable;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'submission.submit', authenticated: isLoggedIn });
      }}
      onPaste={onPaste}
      className="space-y-3"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the upload and camera buttons are the keyboard way. */}
      <div
        data-testid="question-dropzone"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(e) => {
          if (e.currentTarget === e.target) setDragging(false);
        }}
        onDrop={onDrop}
        className={`relative rounded-2xl border bg-white p-3 shadow-sm transition-colors focus-within:border-brand-600 sm:p-4 dark:bg-gray-900 ${
          dragging ? 'border-2 border-dashed border-brand-600 bg-brand-50 dark:bg-gray-800' : 'border-gray-300 dark:border-gray-600'
        }`}
      >
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          {SOLVE.box.label}
        </label>
        <textarea
          id={`${id}-text`}
          ref={areaRef}
          value={text}
          rows={4}
          maxLength={PROBLEM_TEXT_MAX_CHARS}
          placeholder={SOLVE.box.placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(e) => actor.send({ type: 'submission.textChanged', text: e.currentTarget.value })}
          style={{ maxHeight: TEXTAREA_MAX_HEIGHT_PX }}
          className="block w-full resize-none rounded-lg border-0 bg-transparent p-1 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none dark:text-gray-100 dark:placeholder:text-gray-400"
        />
        {image ? (
          <PhotoCheck actor={actor} isLoggedIn={isLoggedIn} image={image} step={photoStep} text={imageText} note={imageTextNote} />
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label className={pickerClass}>
            <input type="file" accept="image/*" className="sr-only" onChange={onPick} data-testid="image-upload" />
            <Icon name="image" />
            {SOLVE.box.upload}
          </label>
          <label className={pickerClass}>
            <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={onPick} data-testid="image-camera" />
            <Icon name="camera" />
            {SOLVE.box.camera}
          </label>
          <p id={`${id}-hint`} className="min-w-0 text-xs text-gray-600 dark:text-gray-400">
            {SOLVE.box.imageHint}
          </p>
        </div>
        {dragging ? (
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-2xl bg-brand-50/90 text-base font-medium text-brand-700 dark:bg-gray-800/90 dark:text-blue-200">
            {SOLVE.box.dropHere}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-base">
          <input
            type="checkbox"
            checked={video}
            onChange={(e) => actor.send({ type: 'submission.videoToggled', on: e.currentTarget.checked })}
            className="size-6 accent-brand-600"
          />
          {SOLVE.box.generateVideo}
        </label>
        {showTurbo ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-base">
            <input
              type="checkbox"
              checked={turbo}
              onChange={(e) => actor.send({ type: 'submission.turboToggled', on: e.currentTarget.checked })}
              className="size-6 accent-brand-600"
            />
            {SOLVE.box.turboMode}
          </label>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="submit"
          disabled={!canSubmit}
          aria-describedby={`${id}-credits`}
          className={buttonClass('primary', 'w-full sm:w-auto sm:min-w-40')}
        >
          {submitting ? <Icon name="spinner" /> : null}
          {submitting ? SOLVE.box.submitting : SOLVE.box.submit}
        </button>
        <div id={`${id}-credits`} aria-live="polite" className="min-w-0 space-y-1 text-sm">
          <p className="text-gray-700 dark:text-gray-300">
            <span data-testid="submission-cost">{costText}</span>
            {quote && quote.balanceAfter !== null && !isShort ? (
              <span data-testid="submission-balance-after"> · {SOLVE.credits.balanceAfter(quote.balanceAfter)}</span>
            ) : null}
          </p>
          {quote && quote.balance !== null && isShort ? (
            <div data-testid="credits-short" className="space-y-0.5">
              <p className="font-medium text-red-700 dark:text-red-300">{SOLVE.credits.short(quote.cost, quote.balance)}</p>
              <p className="text-gray-700 dark:text-gray-300">
                {video && quote.textOnlyFits ? `${SOLVE.credits.textOnly(quote.textOnlyCost)} · ` : null}
                <Link href="/credits" className={linkClass}>
                  {SOLVE.credits.topUp}
                </Link>
              </p>
            </div>
          ) : null}
        </div>
        {!isLoggedIn ? <p className="text-sm text-gray-700 dark:text-gray-300">{SOLVE.home.loginHint}</p> : null}
      </div>
    </form>
  );
}
