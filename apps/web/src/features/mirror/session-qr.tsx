import { useEffect, useState } from 'react';

/**
 * The portal link as a QR code. `uqr` is imported here only, so its code loads with this screen; an
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
      width={360}
      height={360}
      alt="QR code to join this consultation on your phone"
    />
  ) : (
    <div style={{ width: 360, height: 360 }} />
  );
}
