import { useState } from 'react';
import type { SavedQuoteSummary } from '@tyreline/domain/contract/retail-quotes';
import { formatAud, toCents } from '@tyreline/domain/money';
import type { QuoteState } from '@tyreline/domain/retail';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { showInfo, showSuccess } from '../../lib/feedback.ts';
import { formatDate } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { Empty } from '../../ui/empty.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Tag, type Tone } from '../../ui/tag.tsx';
import { addLinesToCart } from '../cart/api/add-lines-to-cart.ts';
import { cartActions } from '../cart/cart-store.ts';
import { getSavedQuote, useSavedQuotes, useWithdrawQuote } from './api/saved-quotes.ts';
import { calendarDate } from './quote-page.tsx';
import './quotes-page.css';

const STATES: Record<QuoteState, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  withdrawn: { label: 'Link withdrawn', tone: 'neutral' },
};

function QuoteCard({ quote }: { quote: SavedQuoteSummary }) {
  const withdraw = useWithdrawQuote();
  const [busy, setBusy] = useState(false);
  const state = STATES[quote.state];

  /** One tap: the quote's products, at today's trade prices, into the cart (the drawer opens on them). */
  const makeCart = async () => {
    setBusy(true);
    try {
      const saved = await getSavedQuote(quote.id);
      const lines = saved.lines.flatMap((l) => (l.product ? [{ product: l.product, qty: l.qty }] : []));
      const gone = saved.lines.filter((l) => !l.product).map((l) => l.name);
      if (gone.length > 0) showInfo(`No longer in the catalogue, not added: ${gone.join(', ')}`);
      if ((await addLinesToCart(lines)).lines > 0) cartActions.openDrawer();
    } catch {
      // The http client has already shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="div" size="sm" className="saved-quote" data-testid="saved-quote">
      <div className="saved-quote-head">
        <strong>{quote.number}</strong>
        <Tag tone={state.tone}>{state.label}</Tag>
        <span className="saved-quote-total">{formatAud(toCents(quote.total))}</span>
      </div>
      <div className="saved-quote-meta">
        {quote.customer_name ?? 'No name'} · saved {formatDate(quote.created_at)} ·{' '}
        {quote.accepted_at
          ? `accepted ${formatDate(quote.accepted_at)}`
          : `valid until ${calendarDate(quote.valid_until)}`}
      </div>
      <div className="saved-quote-actions">
        {(quote.state === 'accepted' || quote.state === 'open') && (
          <Button
            variant={quote.state === 'accepted' ? 'primary' : 'default'}
            icon={<CartIcon />}
            isPending={busy}
            onPress={() => void makeCart()}
            aria-label={`Make a cart of ${quote.number}`}
          >
            Make cart
          </Button>
        )}
        {quote.state !== 'withdrawn' && (
          <ConfirmDialog
            trigger={
              <Button variant="danger" aria-label={`Withdraw the link of ${quote.number}`}>
                Withdraw link
              </Button>
            }
            title="Withdraw the link?"
            description="The customer’s link will say the quote is withdrawn."
            confirmLabel="Withdraw"
            tone="danger"
            onConfirm={() =>
              withdraw.mutate(quote.id, { onSuccess: () => showSuccess(`${quote.number}: link withdrawn`) })
            }
          />
        )}
      </div>
    </Card>
  );
}

/** The shop's saved quotes: where each stands (accepted by its customer?), a cart in one tap, the link withdrawn. */
export default function QuotesPage() {
  const quotes = useSavedQuotes();
  return (
    <>
      <PageHeading>Quotes</PageHeading>
      {quotes.isPending && <Spinner />}
      {quotes.isError && (
        <LoadError title="Your quotes could not be loaded." error={quotes.error} onRetry={quotes.refetch} />
      )}
      {quotes.data?.length === 0 && (
        <Empty description="No saved quotes yet. Save one from the cart or a package with “Retail quote”." />
      )}
      <div className="saved-quotes">
        {quotes.data?.map((quote) => (
          <QuoteCard key={quote.id} quote={quote} />
        ))}
      </div>
    </>
  );
}
