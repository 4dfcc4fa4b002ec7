'use client';

import { type ReactNode, useMemo } from 'react';
import { QR_QUIET_ZONE, qrMatrix } from './qr-matrix.js';

const DARK = '#141414';

/**
 * A QR code as an SVG: dots for the data modules, rounded finder patterns, a quiet zone, and a clear square
 * in the middle where the caller's `logo` is laid over the code. Decorative here: the element around it
 * carries the accessible name.
 */
export function QrCode({ value, logo }: { value: string; logo?: ReactNode }) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const { size, finders } = matrix;
  const box = size + 2 * QR_QUIET_ZONE;
  const logoSide = `${(matrix.logo.side / box) * 100}%`;
  return (
    <>
      <svg
        className="wd-wc-qr-svg"
        viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${box} ${box}`}
        aria-hidden="true"
        focusable="false"
        shapeRendering="geometricPrecision"
      >
        <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={box} height={box} fill="#fff" />
        <path d={matrix.dotsPath} fill={DARK} />
        {finders.map(({ x, y }) => (
          <g key={`${x}:${y}`}>
            <rect
              x={x + 0.5}
              y={y + 0.5}
              width={6}
              height={6}
              rx={1.9}
              fill="none"
              stroke={DARK}
              strokeWidth={1}
            />
            <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} fill={DARK} />
          </g>
        ))}
      </svg>
      {logo ? (
        <span className="wd-wc-qr-logo" style={{ width: logoSide, height: logoSide }}>
          {logo}
        </span>
      ) : null}
    </>
  );
}

/** The WalletConnect glyph (a bridge of two arcs and two chevrons), for the middle of a plain pairing code. */
export function WalletConnectGlyph() {
  return (
    <svg className="wd-wc-glyph" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#3396FF" />
      <path
        d="M12.3 15.4c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .7l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7c-3-2.9-7.8-2.9-10.8 0l-.8.7a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.7zm19.1 3.5 1.6 1.6a.5.5 0 0 1 0 .7l-7.2 7a.6.6 0 0 1-.8 0L20 23.3a.1.1 0 0 0-.2 0l-5 4.9a.6.6 0 0 1-.8 0l-7.2-7a.5.5 0 0 1 0-.7l1.6-1.6a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0z"
        fill="#fff"
      />
    </svg>
  );
}
