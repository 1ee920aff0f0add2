import { useEffect, useState } from 'react';
import { SOLVE } from '../../../text/solve';
import { Icon } from './Icon';

/** An object URL for a picked file, revoked when the file changes or the view goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The picked image with its remove action. */
export function ImagePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <figure className="relative inline-flex max-w-full items-start gap-2" data-testid="image-preview">
      {url ? (
        <img
          src={url}
          alt={SOLVE.box.previewAlt}
          className="max-h-40 min-w-0 max-w-full rounded-lg border border-gray-200 object-contain dark:border-gray-700"
        />
      ) : (
        <span className="inline-flex h-20 items-center gap-2 rounded-lg border border-gray-200 px-3 text-sm dark:border-gray-700">
          <Icon name="image" />
          {SOLVE.box.previewAlt}
        </span>
      )}
      <figcaption className="sr-only">{file.name}</figcaption>
      <button
        type="button"
        onClick={onRemove}
        aria-label={SOLVE.box.removeImage}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-900/80 text-white hover:bg-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon name="close" />
      </button>
    </figure>
  );
}
