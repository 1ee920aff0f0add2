import { commonText } from '../../text/zh';

/** The placeholder shown while a lazy screen loads. */
export function Loading({ label = commonText.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-gray-600 dark:text-gray-300">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-gray-300 border-t-brand-600" />
      <span>{label}</span>
    </div>
  );
}
