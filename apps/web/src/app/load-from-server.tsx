import { useEffect } from 'react';
import { FullPageLoading } from '../components/full-page-loading.tsx';

/**
 * The salon app and the client portal are two pages (index.html, portal.html), each with its own
 * routes. A link from one to an address of the other is already in the address bar when this
 * renders: loading it from the server brings the page that owns it.
 */
export function LoadFromServer() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <FullPageLoading />;
}
