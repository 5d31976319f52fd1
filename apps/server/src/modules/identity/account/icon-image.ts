import { renderAsync } from '@resvg/resvg-js';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_COUNT, ICON_MAX_SIDE } from '@openlobby/contract';
import { AppError } from '../../../lib/errors';
import { imageSize } from '../../../lib/image-size';

/** The side of every stored icon, in pixels. */
export const ICON_SIDE = 256;

/**
 * An uploaded picture made safe to serve (S5): PNG or JPEG by its magic bytes (never its
 * name or declared type), a declared size of at most ICON_MAX_SIDE a side (read before
 * decoding), then decoded and drawn again by the server as a fresh 256 × 256 PNG, cropped
 * to the centre. Only that re-encoding is kept: no byte of the upload (metadata, a
 * polyglot's script, a trailing payload) is ever served. A picture that does not decode
 * draws nothing and is refused as not an image.
 */
export async function reencodeIcon(data: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime !== 'image/png' && detected?.mime !== 'image/jpeg') {
    throw new AppError('ICON_NOT_IMAGE', `detected ${detected?.mime ?? 'nothing'}`);
  }
  const size = imageSize(data, detected.mime);
  if (!size) throw new AppError('ICON_NOT_IMAGE', 'no readable size');
  if (size.width > ICON_MAX_SIDE || size.height > ICON_MAX_SIDE) {
    throw new AppError('ICON_TOO_LARGE', `${size.width}x${size.height}`);
  }
  const href = `data:${detected.mime};base64,${data.toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIDE}" height="${ICON_SIDE}">` +
    `<image width="${ICON_SIDE}" height="${ICON_SIDE}" preserveAspectRatio="xMidYMid slice" ` +
    `href="${href}"/></svg>`;
  const rendered = await renderAsync(svg, { font: { loadSystemFonts: false } });
  if (!drewSomething(rendered.pixels)) throw new AppError('ICON_NOT_IMAGE', 'does not decode');
  return rendered.asPng();
}

function drewSomething(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! > 0) return true;
  return false;
}

const palette = [
  '#e4572e',
  '#29335c',
  '#f3a712',
  '#669bbc',
  '#2a9d8f',
  '#8338ec',
  '#ff006e',
  '#3a86ff',
];

/**
 * Generated avatar `n` (1…AVATAR_COUNT): a coloured disc with a simple figure, drawn here
 * (no file, no font). Null for an unknown number.
 */
export function avatarSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > AVATAR_COUNT) return null;
  const colour = palette[(n - 1) % palette.length]!;
  const accent = palette[(n + 3) % palette.length]!;
  const shapes = [
    `<circle cx="64" cy="52" r="22" fill="#fff"/><rect x="26" y="82" width="76" height="40" rx="30" fill="#fff"/>`,
    `<rect x="38" y="30" width="52" height="52" rx="10" fill="#fff"/><circle cx="54" cy="52" r="6" fill="${accent}"/><circle cx="74" cy="52" r="6" fill="${accent}"/>`,
    `<polygon points="64,22 100,100 28,100" fill="#fff"/>`,
    `<circle cx="64" cy="64" r="34" fill="#fff"/><circle cx="64" cy="64" r="16" fill="${accent}"/>`,
  ];
  const shape = shapes[(n - 1) % shapes.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
    `<circle cx="64" cy="64" r="64" fill="${colour}"/>${shape}</svg>`
  );
}
