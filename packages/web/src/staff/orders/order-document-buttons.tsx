import { DownloadButton } from '../../components/download-button.tsx';
import { Inline } from '../../ui/stack.tsx';
import { staffDownload } from '../session/staff-http.ts';

/** The order's tax invoice (the customer's own) and its packing slip, as PDFs. */
export function OrderDocumentButtons({ orderId }: { orderId: number }) {
  return (
    <Inline>
      <DownloadButton path={`/api/staff/orders/${orderId}/invoice.pdf`} fetcher={staffDownload}>
        Invoice (PDF)
      </DownloadButton>
      <DownloadButton path={`/api/staff/orders/${orderId}/packing-slip.pdf`} fetcher={staffDownload}>
        Packing slip (PDF)
      </DownloadButton>
    </Inline>
  );
}
