import { useEffect, useState } from 'react';

/** The portal link as a QR code; `qrcode` is imported here only, so its code loads with this screen. */
export function SessionQr({ url }: { url: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async ({ toDataURL }) => {
      const made = await toDataURL(url, { width: 360, margin: 2 });
      if (current) setDataUrl(made);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return dataUrl ? <img src={dataUrl} width={360} height={360} alt="QR code to join this consultation on your phone" /> : <div style={{ width: 360, height: 360 }} />;
}
