import { type CSSProperties, useState } from 'react';
import { backendUrl } from '../../lib/backend-url';
import { AVATAR_DEFAULT_SIZE_PX } from '../../lib/constants';

export interface AvatarProps {
  /** Relative avatar path ('/uploads/…'); prefixed with the backend host. */
  src?: string | null;
  username?: string | null;
  /** Pixels; default 32. */
  size?: number;
  className?: string;
  style?: CSSProperties;
  /** Default true; when false a failed or missing image shows a generic user icon. */
  showInitials?: boolean;
  onError?: () => void;
  /** Hidden from assistive technology, when the name is already there (a labelled button, a menu header). */
  decorative?: boolean;
}

/** 'zhang san' → 'ZS', 'alice' → 'A', '小明' → '小'. */
export function initialsOf(username: string | null | undefined): string {
  const name = (username ?? '').trim();
  if (!name) return '';
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  const chars = parts.length >= 2 ? [parts[0], parts[1]].map((p) => Array.from(p)[0]) : [Array.from(name)[0]];
  return chars.join('').toUpperCase();
}

/** Spec §2 avatar: image → initials → generic user icon. */
export function Avatar({
  src,
  username,
  size = AVATAR_DEFAULT_SIZE_PX,
  className = '',
  style,
  showInitials = true,
  onError,
  decorative = false,
}: AvatarProps) {
  // Remembers which src failed, so that a new src gets a fresh chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;

  const box: CSSProperties = { width: size, height: size, ...style };
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full select-none ${className}`;
  const label = username || '用户';
  const a11y = decorative ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': label } as const);

  if (src && !failed) {
    return (
      <img
        src={backendUrl(src)}
        alt={decorative ? '' : label}
        width={size}
        height={size}
        className={`${base} object-cover`}
        style={box}
        onError={() => {
          setFailedSrc(src);
          onError?.();
        }}
      />
    );
  }

  const initials = showInitials ? initialsOf(username) : '';
  if (initials) {
    return (
      <span
        {...a11y}
        data-avatar="initials"
        className={`${base} bg-brand-600 font-semibold text-white`}
        style={{ ...box, fontSize: Math.max(10, Math.round(size * 0.42)) }}
      >
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }

  return (
    <span {...a11y} data-avatar="icon" className={`${base} bg-gray-200 text-gray-600 dark:bg-gray-700 dark:text-gray-200`} style={box}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} fill="currentColor">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5Z" />
      </svg>
    </span>
  );
}
