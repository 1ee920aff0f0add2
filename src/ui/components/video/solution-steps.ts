import { VIDEOS } from '../../../text/videos';

/**
 * The written solution's steps as the video's server marked them (`data-step` on each step's first
 * element in result_html). The HTML is the server's; this only adds a play button to each step that
 * has a chapter, and marks the step being narrated with aria-current="step".
 */
const STEP_BUTTON_CLASS =
  'step-seek mr-1.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 align-middle text-xs text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Elements that cannot hold a button as a child: the button goes just before them. */
const CONTAINERS = new Set(['OL', 'UL', 'TABLE', 'DL', 'DIV']);

export function stepElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-step]')].filter((el) => Number.isInteger(Number(el.dataset.step)));
}

export const stepOf = (el: HTMLElement): number => Number(el.dataset.step);

/** Adds the play buttons; returns the function that takes them out again. */
export function linkSteps(root: HTMLElement, hasChapter: (step: number) => boolean, onSeek: (step: number) => void): () => void {
  const undo: Array<() => void> = [];
  for (const el of stepElements(root)) {
    const step = stepOf(el);
    if (!hasChapter(step)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = STEP_BUTTON_CLASS;
    button.textContent = VIDEOS.player.stepMark;
    button.setAttribute('aria-label', VIDEOS.player.playFromStep(step + 1));
    if (CONTAINERS.has(el.tagName)) el.before(button);
    else el.prepend(button);
    const onButton = () => onSeek(step);
    // A click anywhere in the step seeks too, unless it followed a link or selected text.
    const onStep = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a, button')) return;
      if (window.getSelection()?.toString()) return;
      onSeek(step);
    };
    button.addEventListener('click', onButton);
    el.addEventListener('click', onStep);
    el.classList.add('step-linked');
    undo.push(() => {
      button.remove();
      el.removeEventListener('click', onStep);
      el.classList.remove('step-linked');
      el.removeAttribute('aria-current');
    });
  }
  return () => {
    for (const u of undo) u();
  };
}

/** Marks the step being narrated (none: null). */
export function markCurrentStep(root: HTMLElement, step: number | null): void {
  for (const el of stepElements(root)) {
    if (step !== null && stepOf(el) === step) el.setAttribute('aria-current', 'step');
    else el.removeAttribute('aria-current');
  }
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings the step into view when it is out of view, by the least scroll that shows it ('nearest'):
 * a step already on screen never moves the page. Smooth unless the student prefers less motion.
 */
export function scrollStepIntoView(root: HTMLElement, step: number | null): void {
  if (step === null) return;
  const el = stepElements(root).find((e) => stepOf(e) === step);
  if (!el) return;
  const rect = el.getBoundingClientRect();
  const header = 64;
  if (rect.top >= header && rect.bottom <= window.innerHeight) return;
  el.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']);

/** Calls `onScroll` when the student scrolls the page themselves (wheel, touch, keys); returns the unsubscribe. */
export function watchStudentScroll(onScroll: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!SCROLL_KEYS.has(event.key)) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, button, video, [contenteditable="true"]')) return;
    onScroll();
  };
  window.addEventListener('wheel', onScroll, { passive: true });
  window.addEventListener('touchmove', onScroll, { passive: true });
  window.addEventListener('keydown', onKey);
  return () => {
    window.removeEventListener('wheel', onScroll);
    window.removeEventListener('touchmove', onScroll);
    window.removeEventListener('keydown', onKey);
  };
}
