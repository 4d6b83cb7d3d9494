import { useEffect, useState } from 'react';

/** Wide enough to scan from the client's chair on the mirror's 1080 px screen; narrower screens scale it down. */
export const QR_PX = 560;
const box = { width: `min(100%, ${QR_PX}px)`, height: 'auto', aspectRatio: '1', display: 'block' } as const;

/**
 * The portal link as a QR code. `uqr` is imported here only, and when drawn, so its code loads with this screen; an
 * ES module encoder, since a CommonJS one makes the bundler add its interop runtime to every page.
 */
export function SessionQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ renderSVG }) => {
      if (current) setSvg(renderSVG(url, { border: 2 }));
    });
    return () => {
      current = false;
    };
  }, [url]);
  return svg ? (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={QR_PX}
      height={QR_PX}
      style={box}
      alt="QR code to join this consultation on your phone"
    />
  ) : (
    // Its place while the encoder loads, so nothing below it jumps.
    <div style={box} />
  );
}
