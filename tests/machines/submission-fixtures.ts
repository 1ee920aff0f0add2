import { createActor, type InspectionEvent } from 'xstate';
import type { Pricing } from '../../contract/credits';
import type { OcrResult } from '../../contract/ocr';
import type { SubmitResult } from '../../contract/tasks';
import type { SubmitInput } from '../../src/api/tasks';
import { type Draft, machine } from '../../src/machines/submission/machine';
import type { CropRequest } from '../../src/machines/submission/photo';
import { controlledActor } from './task-client-support';

/**
 * The real submission machine with every actor held by the test and every side effect written to
 * `effects` in the models' words ('error:…', 'submit:{…}', 'cut:photo.png@90', 'read:photo-cut.jpg').
 */
export function startSubmission(inspect?: (event: InspectionEvent) => void) {
  const effects: string[] = [];
  const takeDraft = controlledActor<Draft | null>();
  const loadPricing = controlledActor<Pricing>();
  // What POST /tasks/submit would receive, in the models' terms.
  const createTask = controlledActor<Partial<SubmitResult> | undefined, SubmitInput>((i) =>
    effects.push(
      `submit:${JSON.stringify({
        text: i.problem_text,
        video: i.generate_video,
        turbo: i.turbo_mode,
        images: (i.images ?? []).map((f) => f.name),
        ocr: i.ocr_text,
      })}`,
    ),
  );
  const cropImage = controlledActor<File, { image: File; crop: CropRequest }>((i) =>
    effects.push(`cut:${i.image.name}@${i.crop.rotation}`),
  );
  const recognizeText = controlledActor<OcrResult, { image: File }>((i) => effects.push(`read:${i.image.name}`));
  const actor = createActor(
    machine.provide({
      actors: {
        takeDraft: takeDraft.logic,
        loadPricing: loadPricing.logic,
        createTask: createTask.logic,
        cropImage: cropImage.logic,
        recognizeText: recognizeText.logic,
      },
      actions: {
        notifyError: (_, p) => effects.push(`error:${p.message}`),
        notifySuccess: (_, p) => effects.push(`success:${p.message}`),
        navigate: (_, p) => effects.push(`navigate:${p.to}${p.state ? ` from=${p.state.from}` : ''}`),
        storeDraft: (_, p) => effects.push(`saveDraft:${JSON.stringify(p)}`),
        refreshProfile: () => effects.push('refreshProfile'),
        expireSession: () => effects.push('expired'),
      },
    }),
    { inspect },
  ).start();
  return { actor, takeDraft, loadPricing, createTask, cropImage, recognizeText, effects };
}
export type SubmissionSut = ReturnType<typeof startSubmission>;

/** The real machine's photo region as the models name its steps ('none', 'cropping', …). */
export function photoValue(step: string): unknown {
  return step === 'none' ? 'none' : { picked: step };
}
