import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn as SVG by the `qrcode` package (no network, no canvas), shown as an image
 * with an accessible name. Its box is sized before it is drawn, so nothing moves.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(value, { type: 'svg', margin: 1, width: size, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? (
    <img src={src} alt={label} width={size} height={size} />
  ) : (
    <span
      role="img"
      aria-label={label}
      style={{ display: 'inline-block', width: size, height: size }}
    />
  );
}
