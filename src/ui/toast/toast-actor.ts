import { createActor } from 'xstate';
import { type ToastKind, machine as toastQueueMachine } from '../../machines/toast-queue/machine';

/** The app's one toast queue. */
export const toastActor = createActor(toastQueueMachine).start();

let counter = 0;

function add(kind: ToastKind, message: string): string {
  counter += 1;
  const id = `toast-${counter}`;
  toastActor.send({ type: 'toast.add', toast: { id, kind, message } });
  return id;
}

export interface ToastApi {
  /** Plain toast, 4 s. */
  show(message: string): string;
  success(message: string): string;
  error(message: string): string;
  info(message: string): string;
  /** Never expires: keep the id and dismiss it. */
  loading(message: string): string;
  custom(message: string): string;
  dismiss(id: string): void;
}

/**
 * Plain functions over the toast queue. Machines receive them through provide(), e.g.
 * `actions: { notifyError: (_, p: { message: string }) => toastActions.error(p.message) }`.
 */
export const toastActions: ToastApi = {
  show: (m) => add('plain', m),
  success: (m) => add('success', m),
  error: (m) => add('error', m),
  info: (m) => add('info', m),
  loading: (m) => add('loading', m),
  custom: (m) => add('custom', m),
  dismiss: (id) => toastActor.send({ type: 'toast.dismiss', id }),
};
