import { placeholderText } from '../../text/zh';

const SIZES = {
  small: 'px-1 text-[0.625rem] leading-[0.875rem] sm:px-1.5 sm:text-[0.6875rem] sm:leading-4',
  large: 'px-2.5 py-0.5 text-sm',
} as const;

/** 「即将推出」: on a screen still being built, and on every link to one. */
export function SoonBadge({ size = 'small' }: { size?: keyof typeof SIZES }) {
  return (
    <span
      data-testid="soon-badge"
      className={`inline-flex items-center rounded-full bg-amber-100 font-medium whitespace-nowrap text-amber-900 dark:bg-amber-900/60 dark:text-amber-100 ${SIZES[size]}`}
    >
      {placeholderText.badge}
    </span>
  );
}
