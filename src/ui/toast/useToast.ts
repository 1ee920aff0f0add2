import { type ToastApi, toastActions } from './toast-actor';

/** { success, error, info, loading → id, dismiss(id), custom, show }; stable across renders. */
export function useToast(): ToastApi {
  return toastActions;
}
