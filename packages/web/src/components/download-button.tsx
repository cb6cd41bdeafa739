import { useState } from 'react';
import { download } from '../lib/http.ts';
import type { Query } from '../lib/http-client.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { DownloadIcon } from '../ui/icons.tsx';

interface DownloadButtonProps extends Omit<ButtonProps, 'onPress' | 'isPending' | 'icon'> {
  /** The API path of the document, e.g. `/api/cus/orders/12/invoice`. */
  path: string;
  query?: Query;
  /** The client that fetches it with its session's token: the shop's (default), or the back office's. */
  fetcher?: typeof download;
}

/** A button that fetches a document with the session's token and saves it, busy while it downloads. */
export function DownloadButton({ path, query, fetcher = download, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const onPress = async () => {
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
    <Button {...props} icon={<DownloadIcon />} isPending={busy} onPress={() => void onPress()}>
      {children}
    </Button>
  );
}
