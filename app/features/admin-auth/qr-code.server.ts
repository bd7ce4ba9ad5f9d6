/** A QR code as one SVG path: its modules (square units) per side, and the path of the dark ones (1-unit strokes). */
export interface QrCodePath {
  size: number;
  path: string;
}

/**
 * The QR code of a text, drawn by the page as an inline SVG element (no data: image, no inline
 * script or markup string): `qrcode` renders it, and its one dark path is taken from the result.
 */
export async function qrCodePath(text: string): Promise<QrCodePath> {
  // Loaded when two-factor is set up, not with every start of the server.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  const size = /viewBox="0 0 (\d+) \1"/.exec(svg)?.[1];
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) throw new Error('The QR code could not be drawn.');
  return { size: Number(size), path };
}
