import { renderAsync } from '@resvg/resvg-js';

/**
 * Rasterises a drawing to a PNG data URI (ADR 021). What leaves the server is pixels only:
 * the drawing's coordinates, which would give the answer away, never do. No fonts are
 * loaded (the drawings have no text), which keeps a render at a few milliseconds, and the
 * render runs off the event loop (resvg's own thread pool), so a burst of captcha requests
 * does not stall other requests. `zoom` renders more pixels than the drawing's size, for a
 * picture shown to people on dense screens.
 */
export async function pngDataUri(svg: string, zoom = 1): Promise<string> {
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: false },
    fitTo: zoom === 1 ? { mode: 'original' } : { mode: 'zoom', value: zoom },
  });
  return `data:image/png;base64,${image.asPng().toString('base64')}`;
}
