import { contentPaths } from '@openlobby/contract/content/paths';

/**
 * The QR code of one store link, drawn by the server (`GET /wps/system/download/qr/…`):
 * an image of a fixed size, so /down and the home page do not download a QR encoder (P1)
 * and nothing moves when it arrives. Shown only for a link the operator offers.
 */
export function StoreQr({
  platform,
  size,
  label,
}: {
  platform: 'ios' | 'android';
  size: number;
  label: string;
}) {
  return (
    <img
      src={contentPaths.downloadQr(platform)}
      alt={label}
      width={size}
      height={size}
      decoding="async"
    />
  );
}
