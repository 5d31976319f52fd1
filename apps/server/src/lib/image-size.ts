/**
 * The pixel size a PNG or JPEG declares in its header (PNG's IHDR, JPEG's first SOFn
 * frame), read before anything decodes it: a file of a few kilobytes can declare a picture
 * of a billion pixels, which a decoder would try to allocate. Null when the header is
 * missing or malformed. The type itself comes from the magic bytes (file-type), not here.
 */
export function imageSize(
  data: Buffer,
  mime: 'image/png' | 'image/jpeg',
): { width: number; height: number } | null {
  return mime === 'image/png' ? pngSize(data) : jpegSize(data);
}

function pngSize(data: Buffer) {
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

function jpegSize(data: Buffer) {
  let at = 2; // after SOI (FF D8)
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC): height then width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = data.readUInt16BE(at + 5);
      const width = data.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}
