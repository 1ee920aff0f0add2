import { useSelector } from '@xstate/react';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { selectToasts } from '../../machines/toast-queue/selectors';
import { toastActor } from './toast-actor';

// Radix Toast loads with the first toast, keeping it out of the first screen's bundle.
const RadixToaster = lazy(() => import('./RadixToaster').then((m) => ({ default: m.RadixToaster })));

/** Plain rendering while Radix loads, or if its chunk cannot be fetched. */
function PlainToasts() {
  const toasts = useSelector(toastActor, selectToasts);
  return (
    <ol aria-live="polite" className="fixed top-16 left-1/2 z-[100] flex w-[min(24rem,calc(100vw-1.5rem))] -translate-x-1/2 flex-col gap-2">
      {toasts.map((t) => (
        <li key={t.id} data-kind={t.kind} className="rounded-xl bg-gray-900 px-4 py-3 text-sm text-white shadow-lg">
          {t.message}
        </li>
      ))}
    </ol>
  );
}

class Fallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainToasts /> : this.props.children;
  }
}

/** Top-center, dark, rounded toasts (spec §2); timing belongs to the toast-queue machine. */
export function Toaster() {
  const hasToasts = useSelector(toastActor, (s) => s.context.toasts.length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Fallback>
      <Suspense fallback={<PlainToasts />}>
        <RadixToaster />
      </Suspense>
    </Fallback>
  );
}
