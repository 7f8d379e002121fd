import 'server-only';
import QRCode from 'qrcode';

// A ticket's QR code holds its token alone (CONTRACT §7): short, so its modules are large and
// it scans from a phone held up at a table. Error correction M survives a cracked screen.

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The QR code as an SVG document (for the ticket page, drawn on the server). */
export function ticketQrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { ...OPTIONS, type: 'svg', color: { dark: '#000000', light: '#ffffff' } });
}

/** The QR code as a PNG, `width` pixels wide (for emails, which show images but not inline SVG). */
export function ticketQrPng(token: string, width = 480): Promise<Buffer> {
  return QRCode.toBuffer(token, { ...OPTIONS, type: 'png', width });
}
