import type { SVGProps } from 'react';

export type IconName =
  | 'clock'
  | 'spinner'
  | 'check'
  | 'cross'
  | 'stop'
  | 'image'
  | 'camera'
  | 'close'
  | 'refresh'
  | 'trash'
  | 'play'
  | 'shield'
  | 'warning'
  | 'info'
  | 'list'
  | 'pencil'
  | 'blank'
  | 'calc'
  | 'atom'
  | 'flask'
  | 'code'
  | 'dots'
  | 'spark'
  | 'chart'
  | 'triangle'
  | 'circle'
  | 'trophy'
  | 'heart'
  | 'star';

/** 24×24 stroke paths, drawn with currentColor. */
const PATHS: Record<IconName, string> = {
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  spinner: 'M12 3a9 9 0 1 0 9 9',
  check: 'M5 12.5 10 17l9-10',
  cross: 'M6 6l12 12M18 6 6 18',
  stop: 'M7 7h10v10H7z',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  close: 'M6 6l12 12M18 6 6 18',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  play: 'M8 5v14l11-7z',
  shield: 'M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6l-7-3ZM9 12l2 2 4-4',
  warning: 'M12 4 2.5 20h19L12 4ZM12 10v4M12 17h.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v6M12 7.5h.01',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  pencil: 'M4 20l4-1 11-11-3-3L5 16l-1 4ZM14 7l3 3',
  blank: 'M4 17h16M4 7h7',
  calc: 'M6 3h12v18H6zM9 7h6M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01',
  atom: 'M12 12h.01M12 3c-2.5 0-4 4-4 9s1.5 9 4 9 4-4 4-9-1.5-9-4-9ZM3.5 7.5c-1.2 2.2 1.7 5.7 6.5 8.5s9.3 3.6 10.5 1.5-1.7-5.7-6.5-8.5-9.3-3.6-10.5-1.5Z',
  flask: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 14h9',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  dots: 'M6 12h.01M12 12h.01M18 12h.01',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  chart: 'M4 4v16h16M7 15l4-5 3 3 5-7',
  triangle: 'M12 4 3 20h18L12 4ZM8 20a4 4 0 0 0-2-3.5',
  circle: 'M21 12c0 3.3-4 6-9 6s-9-2.7-9-6 4-6 9-6 9 2.7 9 6ZM12 12h.01',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H5a3 3 0 0 0 3 3M16 6h3a3 3 0 0 1-3 3M12 13v4M9 20h6',
  heart: 'M12 20s-7-4.4-9-8.5C1.6 8.6 3.4 5 6.8 5c2 0 3.4 1.2 5.2 3 1.8-1.8 3.2-3 5.2-3 3.4 0 5.2 3.6 3.8 6.5-2 4.1-9 8.5-9 8.5Z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
};

/** A decorative icon (hidden from screen readers; the text next to it carries the meaning). `still`: never spins. */
export function Icon({
  name,
  className = 'size-4',
  still = false,
  ...rest
}: { name: IconName; still?: boolean } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`${name === 'spinner' && !still ? 'animate-spin motion-reduce:animate-none ' : ''}inline-block shrink-0 ${className}`}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
