import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { ChunkLoadError, ErrorBoundary } from './components/ErrorBoundary';
import { Loading } from './components/Loading';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A route screen (or a large part of one) loaded on demand, with a loading placeholder. React.lazy
 * remembers a failed import forever, so a retry builds a fresh lazy component that imports again.
 */
export function lazyRoute<P extends object>(load: Loader<P>, placeholder: ReactNode = <Loading />): ComponentType<P> {
  const make = () => lazy(() => load().catch((err: unknown) => Promise.reject(new ChunkLoadError(err))));
  let Screen = make();
  function LazyRoute(props: P) {
    const [, setAttempt] = useState(0);
    return (
      <ErrorBoundary
        onRetry={() => {
          Screen = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={placeholder}>
          <Screen {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyRoute;
}
