import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Spin, Tag } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { SavedQuoteSummary } from '@tyreline/domain/contract/retail-quotes';
import { formatAud, toCents } from '@tyreline/domain/money';
import type { QuoteState } from '@tyreline/domain/retail';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { showInfo, showSuccess } from '../../lib/feedback.ts';
import { formatDate } from '../../lib/format-date.ts';
import { addLinesToCart } from '../cart/api/add-lines-to-cart.ts';
import { cartActions } from '../cart/cart-store.ts';
import { getSavedQuote, useSavedQuotes, useWithdrawQuote } from './api/saved-quotes.ts';
import { calendarDate } from './quote-page.tsx';
import './quotes-page.css';

const STATES: Record<QuoteState, { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'wait' },
  accepted: { label: 'Accepted', tone: 'good' },
  expired: { label: 'Expired', tone: 'off' },
  withdrawn: { label: 'Link withdrawn', tone: 'off' },
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
    <Card size="small" className="saved-quote" data-testid="saved-quote">
      <div className="saved-quote-head">
        <strong>{quote.number}</strong>
        <Tag className="quote-state" data-tone={state.tone}>
          {state.label}
        </Tag>
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
            type={quote.state === 'accepted' ? 'primary' : 'default'}
            icon={<ShoppingCartOutlined aria-hidden />}
            loading={busy}
            onClick={() => void makeCart()}
            aria-label={`Make a cart of ${quote.number}`}
          >
            Make cart
          </Button>
        )}
        {quote.state !== 'withdrawn' && (
          <Popconfirm
            title="Withdraw the link?"
            description="The customer’s link will say the quote is withdrawn."
            okText="Withdraw"
            onConfirm={() =>
              withdraw.mutate(quote.id, { onSuccess: () => showSuccess(`${quote.number}: link withdrawn`) })
            }
          >
            <Button danger loading={withdraw.isPending} aria-label={`Withdraw the link of ${quote.number}`}>
              Withdraw link
            </Button>
          </Popconfirm>
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
      {quotes.isPending && <Spin />}
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
