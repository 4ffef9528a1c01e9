import { create } from 'qrcode';
import { useMemo } from 'react';

/** Modules of quiet zone around the code, as the QR standard asks. */
const QUIET = 4;

/**
 * The otpauth address as a QR code, drawn as one SVG path from the code's modules: no canvas, no
 * markup built from strings. Its own chunk, fetched only when the set-up starts (the security page
 * and the desk's account set-up).
 */
export default function QrCode({ value, label, className }: { value: string; label: string; className: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1)
      for (let col = 0; col < modules.size; col += 1)
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    return { size: modules.size + 2 * QUIET, path: d };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
