import type { SnapshotFrom } from 'xstate';
import { costOf, type machine, quoteOf } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectText = (s: Snap) => s.context.text;
export const selectImage = (s: Snap) => s.context.image;
export const selectImageText = (s: Snap) => s.context.imageText;
export const selectImageTextNote = (s: Snap) => s.context.imageTextNote;

/** Where the photo stands: none, in the crop view (cropping, cutting), being read, checked by the student, or attached as it is. */
export type PhotoStep = 'none' | 'cropping' | 'cutting' | 'recognising' | 'editing' | 'attached';
const PHOTO_STEPS = ['cropping', 'cutting', 'recognising', 'editing', 'attached'] as const;
export const selectPhotoStep = (s: Snap): PhotoStep => PHOTO_STEPS.find((step) => s.matches({ photo: { picked: step } })) ?? 'none';
export const selectGenerateVideo = (s: Snap) => s.context.generateVideo;
export const selectTurboMode = (s: Snap) => s.context.turboMode;
/** Turbo is offered only while video is on (spec §2). */
export const selectShowTurbo = (s: Snap) => s.context.generateVideo;
export const selectIsSubmitting = (s: Snap) => s.matches({ form: 'submitting' });
/** Spec §2: disabled while submitting or when both text and image are empty. */
export const selectCanSubmit = (s: Snap) =>
  !s.matches({ form: 'submitting' }) && (s.context.text.trim() !== '' || s.context.image !== null);
export const selectCost = (s: Snap) => costOf(s.context);
export const selectPricingState = (s: Snap): 'loading' | 'ready' | 'unavailable' =>
  s.matches({ pricing: 'ready' }) ? 'ready' : s.matches({ pricing: 'unavailable' }) ? 'unavailable' : 'loading';
/** The cost and the balance after it (see lib/credit-cost); compare with shallowEqual. */
export const selectQuote = (s: Snap) => quoteOf(s.context);
/** The balance does not cover this question: the send area says so and a submit is refused. */
export const selectIsShortOfCredits = (s: Snap) => quoteOf(s.context)?.isShort === true;
