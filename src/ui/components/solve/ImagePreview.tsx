import { SOLVE } from '../../../text/solve';
import { Icon } from './Icon';
import { useObjectUrl } from './useObjectUrl';

/** The picked image with its remove action, which sits inside the picture so that the pair fits any width. */
export function ImagePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <figure className="relative inline-block min-h-11 min-w-11 max-w-full align-top" data-testid="image-preview">
      {url ? (
        <img
          src={url}
          alt={SOLVE.box.previewAlt}
          className="block max-h-40 max-w-full rounded-lg border border-gray-200 object-contain dark:border-gray-700"
        />
      ) : (
        <span className="inline-flex h-20 max-w-full items-center gap-2 rounded-lg border border-gray-200 py-0 pr-12 pl-3 text-sm dark:border-gray-700">
          <Icon name="image" />
          {SOLVE.box.previewAlt}
        </span>
      )}
      <figcaption className="sr-only">{file.name}</figcaption>
      <button
        type="button"
        onClick={onRemove}
        aria-label={SOLVE.box.removeImage}
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-gray-900/80 text-white ring-2 ring-white hover:bg-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:ring-gray-900"
      >
        <Icon name="close" />
      </button>
    </figure>
  );
}
