import QRCode from "qrcode";

/**
 * A certificate's QR code, drawn as SVG on the server: sharp on paper at any size, and neither the
 * library nor any script reaches the page (a `.server.ts` module stays out of the browser's
 * bundle, where a route's own import would not).
 */
export function certificateQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
