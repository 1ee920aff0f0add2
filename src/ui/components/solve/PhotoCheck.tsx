import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PROBLEM_TEXT_MAX_CHARS } from '../../../../contract/limits';
import type { machine } from '../../../machines/submission/machine';
import type { PhotoStep } from '../../../machines/submission/selectors';
import { PHOTO } from '../../../text/photo';
import { CropDialog } from './CropDialog';
import { Icon } from './Icon';
import { ImagePreview } from './ImagePreview';

type SubmissionRef = ActorRefFrom<typeof machine>;

/**
 * The picked photo through its steps: the crop view, then its text being read, then the text in an
 * editable box for the student to check and correct before submitting. Loaded with the first photo
 * (QuestionBox), with the cropper.
 */
export default function PhotoCheck({
  actor,
  isLoggedIn,
  image,
  step,
  text,
  note,
}: {
  actor: SubmissionRef;
  isLoggedIn: boolean;
  image: File;
  step: PhotoStep;
  text: string;
  note: string | null;
}) {
  const id = useId();
  const remove = () => actor.send({ type: 'submission.imageRemoved' });

  return (
    <div className="mt-2 space-y-2" data-testid="photo-check">
      <ImagePreview file={image} onRemove={remove} />
      {step === 'cropping' || step === 'cutting' ? (
        <CropDialog
          image={image}
          busy={step === 'cutting'}
          onCancel={remove}
          onConfirm={(crop) => actor.send({ type: 'submission.cropConfirmed', crop, authenticated: isLoggedIn })}
        />
      ) : null}
      {step === 'recognising' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <Icon name="spinner" />
          {PHOTO.recognising}
        </p>
      ) : null}
      {step === 'editing' ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-read`} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            {PHOTO.textLabel}
          </label>
          {note ? (
            <p role="status" className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-200">
              <Icon name="warning" className="mt-0.5 size-4" />
              {note}
            </p>
          ) : null}
          <textarea
            id={`${id}-read`}
            value={text}
            rows={3}
            maxLength={PROBLEM_TEXT_MAX_CHARS}
            aria-describedby={`${id}-read-hint`}
            onChange={(e) => actor.send({ type: 'submission.imageTextChanged', text: e.currentTarget.value })}
            className="block w-full resize-y rounded-lg border border-gray-300 bg-white p-2 text-base text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          />
          <p id={`${id}-read-hint`} className="text-xs text-gray-600 dark:text-gray-400">
            {PHOTO.textHint}
          </p>
        </div>
      ) : null}
      {step === 'attached' && !isLoggedIn ? <p className="text-sm text-gray-700 dark:text-gray-300">{PHOTO.visitorNote}</p> : null}
    </div>
  );
}
