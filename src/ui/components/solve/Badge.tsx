import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { TONE_CLASS, type Tone } from './tones';

/** A small labelled chip in one of the spec's tones. */
export function Badge({
  tone,
  icon,
  children,
  testId,
  still = false,
}: {
  tone: Tone;
  icon?: IconName;
  children: ReactNode;
  testId?: string;
  still?: boolean;
}) {
  return (
    <span
      data-tone={tone}
      data-testid={testId}
      className={`inline-flex min-h-6 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASS[tone]}`}
    >
      {icon ? <Icon name={icon} still={still} className="size-3.5" /> : null}
      {children}
    </span>
  );
}
