import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal, Space } from 'antd';
import { CopyOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { RetailQuoteRequest } from '@tyreline/domain/contract/retail';
import type { CreatedQuote } from '@tyreline/domain/contract/retail-quotes';
import { showSuccess } from '../lib/feedback.ts';
import { download, http } from '../lib/http.ts';

interface Props {
  /** The products and quantities to quote (the cart's lines, or a package's). */
  lines: { product_id: number; qty: number }[];
  size?: 'small' | 'middle';
}

/** The link a customer opens: this app's `/q/<token>`. */
const quoteLink = (token: string) => `${window.location.origin}/q/${token}`;

/** The saved quote's link, shown once (only its hash is kept): copy it for the customer, or open the quotes. */
function SavedLink({ quote }: { quote: CreatedQuote }) {
  const link = quoteLink(quote.token);
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    showSuccess('Link copied');
  };
  return (
    <div data-testid="saved-quote-link">
      <p>
        <strong>{quote.number}</strong> is saved. Send your customer this link: it opens without signing in
        and shows your sell prices only. It is shown only now; you can withdraw it under{' '}
        <Link to="/quotes">Quotes</Link>.
      </p>
      <Space.Compact block>
        <Input readOnly value={link} aria-label="Link for your customer" onFocus={(e) => e.target.select()} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          Copy
        </Button>
      </Space.Compact>
    </div>
  );
}

/** "Retail quote": the customer's name (optional), then the shop's quote PDF or a saved quote with a link. */
export function RetailQuoteButton({ lines, size = 'middle' }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const save = useMutation({
    // The only answer that carries the link's token (the server keeps its hash).
    mutationFn: (body: RetailQuoteRequest) =>
      http<{ data: CreatedQuote }>('/api/cus/retail-quotes', { method: 'POST', body }),
  });
  const customer = name.trim();
  const request: RetailQuoteRequest = { lines, ...(customer ? { customer_name: customer } : {}) };
  const print = async () => {
    setBusy(true);
    try {
      await download('/api/cus/retail-quote', { method: 'POST', body: request });
      setOpen(false);
    } catch {
      // The http client has already shown why.
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    save.reset();
  };
  return (
    <>
      <Button
        size={size}
        icon={<FilePdfOutlined />}
        onClick={() => setOpen(true)}
        disabled={lines.length === 0}
      >
        Retail quote
      </Button>
      <Modal
        title="Retail quote"
        open={open}
        onCancel={close}
        destroyOnHidden
        footer={
          save.data ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button onClick={() => void print()} loading={busy}>
                Download quote
              </Button>
              <Button type="primary" loading={save.isPending} onClick={() => save.mutate(request)}>
                Save and get link
              </Button>
            </>
          )
        }
      >
        {save.data ? (
          <SavedLink quote={save.data.data} />
        ) : (
          <>
            <p>
              Your shop’s name and logo and your sell prices, fees and GST — never the trade price. Download a
              PDF, or save the quote and send your customer a link they can accept.
            </p>
            <label htmlFor="retail-quote-customer">Customer name (optional)</label>
            <Input
              id="retail-quote-customer"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={() => void print()}
            />
          </>
        )}
      </Modal>
    </>
  );
}
