import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RetailQuoteRequest } from '@tyreline/domain/contract/retail';
import type { CreatedQuote } from '@tyreline/domain/contract/retail-quotes';
import { showSuccess } from '../lib/feedback.ts';
import { download, http } from '../lib/http.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Form } from '../ui/form.tsx';
import { CopyIcon, FilePdfIcon } from '../ui/icons.tsx';
import { Stack } from '../ui/stack.tsx';
import { TextField } from '../ui/text-field.tsx';

interface Props {
  /** The products and quantities to quote (the cart's lines, or a package's). */
  lines: { product_id: number; qty: number }[];
  size?: 'sm' | 'md';
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
    <Stack gap="sm" data-testid="saved-quote-link">
      <p>
        <strong>{quote.number}</strong> is saved. Send your customer this link: it opens without signing in
        and shows your sell prices only. It is shown only now; you can withdraw it under{' '}
        <Link to="/quotes">Quotes</Link>.
      </p>
      <TextField isReadOnly value={link} aria-label="Link for your customer" />
      <div>
        <Button icon={<CopyIcon />} onPress={() => void copy()}>
          Copy
        </Button>
      </div>
    </Stack>
  );
}

/** "Retail quote": the customer's name (optional), then the shop's quote PDF or a saved quote with a link. */
export function RetailQuoteButton({ lines, size = 'md' }: Props) {
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
        icon={<FilePdfIcon />}
        onPress={() => setOpen(true)}
        isDisabled={lines.length === 0}
      >
        Retail quote
      </Button>
      <Dialog
        title="Retail quote"
        isOpen={open}
        onOpenChange={(isOpen) => !isOpen && close()}
        footer={
          save.data ? (
            <Button onPress={close}>Done</Button>
          ) : (
            <>
              <Button onPress={() => void print()} isPending={busy}>
                Download quote
              </Button>
              <Button variant="primary" isPending={save.isPending} onPress={() => save.mutate(request)}>
                Save and get link
              </Button>
            </>
          )
        }
      >
        {save.data ? (
          <SavedLink quote={save.data.data} />
        ) : (
          // Enter in the name downloads the PDF, as before.
          <Form aria-label="Retail quote" onSubmit={() => void print()}>
            <p>
              Your shop’s name and logo and your sell prices, fees and GST — never the trade price. Download a
              PDF, or save the quote and send your customer a link they can accept.
            </p>
            <TextField label="Customer name (optional)" value={name} maxLength={100} onChange={setName} />
          </Form>
        )}
      </Dialog>
    </>
  );
}
