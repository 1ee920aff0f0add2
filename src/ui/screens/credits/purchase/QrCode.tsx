import { useEffect, useState } from 'react';
import { PAY } from '../../../../text/payments';

interface Matrix {
  size: number;
  /** Rows of modules: true = dark. */
  data: boolean[][];
}

const QUIET_ZONE = 2;

/** One path of 1×1 squares, one per dark module. */
function modulesPath({ size, data }: Matrix): string {
  let d = '';
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y][x]) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
  return d;
}

/**
 * The payment's QR code as SVG. The uqr library (ESM, no dependencies) computes the modules and loads
 * only when a code is shown (no page's first load carries it); black on a white quiet zone in both themes, so that phone
 * cameras read it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<Matrix | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    setMatrix(null);
    import('uqr')
      .then(({ encode }) => {
        if (live) setMatrix(encode(text, { ecc: 'M', border: 0 }));
      })
      .catch(() => {
        if (live) setMatrix('failed');
      });
    return () => {
      live = false;
    };
  }, [text]);
  if (matrix === null || matrix === 'failed') {
    return (
      <div
        role="status"
        className="mx-auto flex aspect-square w-full max-w-[240px] items-center justify-center rounded-lg bg-gray-100 p-3 text-sm break-all text-gray-600 dark:bg-gray-800 dark:text-gray-300"
      >
        {matrix === 'failed' ? text : PAY.qrLoading}
      </div>
    );
  }
  const side = matrix.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="payment-qr"
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="mx-auto block h-auto w-full max-w-[240px] rounded-lg"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={modulesPath(matrix)} fill="#000000" />
    </svg>
  );
}
