import { useState } from 'react';
import { download } from '../lib/http.ts';
import type { Query } from '../lib/http-client.ts';
import { DownloadIcon } from './plain-icons.tsx';
import { PlainButton, type PlainButtonProps } from './plain.tsx';

interface DownloadButtonProps extends Omit<PlainButtonProps, 'onClick' | 'loading' | 'icon'> {
  /** The API path of the document, e.g. `/api/cus/orders/12/invoice`. */
  path: string;
  query?: Query;
  /** The client that fetches it with its session's token: the shop's (default), or the back office's. */
  fetcher?: typeof download;
}

/**
 * A button that fetches a document with the session's token and saves it, busy while it downloads. Plain
 * markup, so the orders list's Export CSV needs no Ant Design (decision 0056).
 */
export function DownloadButton({ path, query, fetcher = download, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await fetcher(path, { query });
    } catch {
      // The http client has already shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton {...props} icon={<DownloadIcon />} loading={busy} onClick={() => void onClick()}>
      {children}
    </PlainButton>
  );
}
