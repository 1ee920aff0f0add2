import { Component, type ErrorInfo, type ReactNode } from 'react';
import { commonText, errorText } from '../../text/zh';
import { Button } from './form';

/** A lazy screen's code could not be downloaded (offline, or a new deploy removed the old chunk). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('ChunkLoadError', { cause });
    this.name = 'ChunkLoadError';
  }
}

interface Props {
  children: ReactNode;
  /** Called by the retry button before the boundary re-renders its children. */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/** Catches render errors and failed lazy chunks: a clear message and a retry, never a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isChunk = error instanceof ChunkLoadError;
    return (
      <div
        role="alert"
        className="mx-auto max-w-md rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <p className="text-base">{isChunk ? errorText.chunkLoad : errorText.renderCrash}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button onClick={this.retry}>{commonText.retry}</Button>
          <Button variant="secondary" onClick={() => location.reload()}>
            {commonText.reload}
          </Button>
        </div>
      </div>
    );
  }
}
