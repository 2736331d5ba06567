import { useEffect, useState } from 'react';
import { qrMatrix, qrPath, type QrMatrix } from './qrMatrix.ts';
import styles from './QrCode.module.css';

type Props = {
  /** what the code encodes: checked by the caller (a safe URL, a voucher code) */
  value: string;
  /** the accessible name, from the caller's catalog (二维码 of what) */
  label: string;
  /**
   * CSS size of the square; the box holds its place while the encoder loads, so nothing moves. By default one a
   * phone's camera reads at arm's length that stays inside any screen at any text size (rem grows with both).
   */
  size?: string;
};

/** A QR code drawn as SVG in the browser; scanners and screen readers both get it (role img with a name). */
export function QrCode({ value, label, size = 'min(60vw, 240px)' }: Props) {
  const [matrix, setMatrix] = useState<{ value: string; matrix: QrMatrix } | null>(null);
  useEffect(() => {
    let current = true;
    void qrMatrix(value).then((next) => {
      if (current) setMatrix({ value, matrix: next });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const shown = matrix?.value === value ? matrix.matrix : null;
  return (
    <span className={styles.box} style={{ width: size, height: size }} role="img" aria-label={label}>
      {shown && (
        <svg
          viewBox={`0 0 ${shown.size} ${shown.size}`}
          shapeRendering="crispEdges"
          aria-hidden="true"
          data-qr-value={value}
        >
          <rect width={shown.size} height={shown.size} fill="#fff" />
          <path d={qrPath(shown)} fill="#000" />
        </svg>
      )}
    </span>
  );
}
