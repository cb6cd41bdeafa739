import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { download } from '../lib/http.ts';
import type { Query } from '../lib/http-client.ts';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'icon'> {
  /** The API path of the document, e.g. `/api/cus/orders/12/invoice`. */
  path: string;
  query?: Query;
}

/** A button that fetches a document with the session's token and saves it, busy while it downloads. */
export function DownloadButton({ path, query, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download(path, { query });
    } catch {
      // The http client has already shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} icon={<DownloadOutlined />} loading={busy} onClick={() => void onClick()}>
      {children}
    </Button>
  );
}
