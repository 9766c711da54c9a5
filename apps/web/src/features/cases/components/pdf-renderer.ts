// Loaded only when a PDF is previewed: pdf.js and its worker are large and most pages never need them.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** pdf.js's font data, CMaps and decoders, copied into the build by `build-tools/pdfjs-assets.ts`. */
const ASSETS = '/pdfjs/';

/**
 * Opens a PDF from its bytes. No `eval` (the app's CSP forbids it); the worker is a file of the app
 * itself, so `script-src 'self'` allows it. A PDF that uses the standard fonts or a CMap (most made by
 * office software) needs their data, served by the app too; the standard fonts are drawn from that
 * data rather than from whatever fonts the device has, so the preview looks the same on every device.
 */
export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: `${ASSETS}standard_fonts/`,
    useSystemFonts: false,
    cMapUrl: `${ASSETS}cmaps/`,
    cMapPacked: true,
    wasmUrl: `${ASSETS}wasm/`,
  }).promise;
}

/** Draws one page across `width` CSS pixels, sharp on high-density screens. */
export async function renderPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<void> {
  const page = await pdf.getPage(pageNumber);
  const unscaled = page.getViewport({ scale: 1 });
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
  // A canvas draws text in its element's direction: in the right-to-left app pdf.js's glyph runs would
  // be laid out from the right and overlap. PDF pages place every glyph themselves, left to right.
  canvas.dir = 'ltr';
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}
