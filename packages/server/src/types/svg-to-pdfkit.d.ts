declare module 'svg-to-pdfkit' {
  /** Draws an SVG document onto a PDFKit page at (x, y). */
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: { width?: number; height?: number; assumePt?: boolean },
  ): void;
}
