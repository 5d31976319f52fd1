import { createHash } from 'node:crypto';
import { toString as qrSvg } from 'qrcode';

/** A store link's QR code as SVG, with the ETag of its bytes. */
export type StoreQr = { svg: string; etag: string };

/**
 * Draws the QR codes of the app-download links on the server (issue 19, P1): the browser
 * shows an image instead of downloading a QR encoder with /down and the home page. A
 * link's drawing is kept until the link changes, so a request costs a map lookup.
 */
export class StoreQrCodes {
  private readonly drawn = new Map<string, Promise<StoreQr>>();

  draw(link: string): Promise<StoreQr> {
    let qr = this.drawn.get(link);
    if (!qr) {
      // Two links (iOS, Android) in use at a time; an old one is dropped when one changes.
      if (this.drawn.size >= 4) this.drawn.clear();
      qr = qrSvg(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => ({
        svg,
        etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`,
      }));
      this.drawn.set(link, qr);
    }
    return qr;
  }
}
