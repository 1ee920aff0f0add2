import * as RadixToast from '@radix-ui/react-toast';
import { useSelector } from '@xstate/react';
import type { Toast } from '../../machines/toast-queue/machine';
import { selectToasts } from '../../machines/toast-queue/selectors';
import { commonText } from '../../text/zh';
import { toastActions, toastActor } from './toast-actor';

const ICON: Record<Toast['kind'], string> = {
  plain: '',
  info: 'ℹ',
  success: '✓',
  error: '✕',
  loading: '',
  custom: '',
};

/** Top-center, dark, rounded (spec §2). Timing belongs to the toast-queue machine, not Radix. */
export function RadixToaster() {
  const toasts = useSelector(toastActor, selectToasts);
  return (
    <RadixToast.Provider duration={Number.POSITIVE_INFINITY} swipeDirection="up" label={commonText.notifications}>
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open
          type={t.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) toastActions.dismiss(t.id);
          }}
          data-kind={t.kind}
          className="pointer-events-auto flex w-full items-start gap-2 rounded-xl bg-gray-900 px-4 py-3 text-sm text-white shadow-lg ring-1 ring-white/10 dark:bg-gray-800"
        >
          {t.kind === 'loading' ? (
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : ICON[t.kind] ? (
            <span
              aria-hidden="true"
              className={t.kind === 'error' ? 'text-red-300' : t.kind === 'success' ? 'text-green-300' : 'text-sky-300'}
            >
              {ICON[t.kind]}
            </span>
          ) : null}
          <RadixToast.Description className="min-w-0 flex-1 break-words">{t.message}</RadixToast.Description>
          <RadixToast.Close
            aria-label={commonText.close}
            className="-my-1 -mr-2 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        label={commonText.notificationsRegion}
        className="fixed top-16 left-1/2 z-[100] flex w-[min(24rem,calc(100vw-1.5rem))] -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </RadixToast.Provider>
  );
}
