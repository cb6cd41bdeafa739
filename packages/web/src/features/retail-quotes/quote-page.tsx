import { useParams } from 'react-router';
import type { PublicQuote } from '@tyreline/domain/contract/retail-quotes';
import { formatAud, toCents } from '@tyreline/domain/money';
import { documentTitle } from '../../components/page-heading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { errorText } from '../../ui/form.tsx';
import { Result } from '../../ui/result.tsx';
import { FullPageSpinner } from '../../ui/spinner.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { StaticTable, type StaticColumn } from '../../ui/static-table.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useAcceptQuote, usePublicQuote } from './api/public-quote.ts';
import './quote-page.css';

const aud = (dollars: number) => formatAud(toCents(dollars));
/** A calendar date ('2026-06-14') read at local noon, so no time zone moves it a day. */
export const calendarDate = (date: string) => formatDate(`${date}T12:00:00`);

type Line = PublicQuote['lines'][number] & { key: number };

const COLUMNS: StaticColumn<Line>[] = [
  { key: 'name', title: 'Description', render: (line) => line.name },
  { key: 'qty', title: 'Qty', align: 'right', width: 56, render: (line) => line.qty },
  {
    key: 'unit',
    title: 'Unit price',
    align: 'right',
    className: 'public-quote-unit',
    render: (line) => aud(line.unit_price),
  },
  { key: 'amount', title: 'Amount', align: 'right', render: (line) => aud(line.amount) },
];

/**
 * The quote a shop's customer opens from its link, signed out: the shop's name, ABN, address, phone and logo,
 * sell prices, fees, GST and the total — never a trade price (the server sends none). The customer accepts here.
 */
export default function QuotePage() {
  const token = useParams().token ?? '';
  const quote = usePublicQuote(token);
  const accept = useAcceptQuote(token);

  if (quote.isPending) return <FullPageSpinner />;
  if (quote.isError) {
    const gone = quote.error instanceof ApiError && quote.error.status === 410;
    return (
      <main className="public-quote">
        <title>{documentTitle('Quote')}</title>
        <Result
          status={gone ? 'warning' : '404'}
          title={gone ? 'This quote is no longer available' : 'Quote not found'}
          subTitle={errorText(quote.error)}
        />
      </main>
    );
  }
  const q = quote.data;
  const rows = [...q.lines, ...q.fees].map((line, i) => ({ ...line, key: i }));
  return (
    <main className="public-quote" data-testid="public-quote">
      <title>{documentTitle(`Quote ${q.number} from ${q.shop.name}`)}</title>
      <header className="public-quote-shop">
        {q.shop.logo_url && <img src={q.shop.logo_url} alt="" className="public-quote-logo" />}
        <div>
          <h1>{q.shop.name}</h1>
          {q.shop.abn && <div>ABN {q.shop.abn}</div>}
          {q.shop.address && <div>{q.shop.address}</div>}
          {q.shop.phone && (
            <div>
              Phone <a href={`tel:${q.shop.phone.replace(/\s+/g, '')}`}>{q.shop.phone}</a>
            </div>
          )}
        </div>
      </header>
      <section className="public-quote-meta" aria-label="Quote details">
        <h2>Quote {q.number}</h2>
        <dl>
          {q.customer_name && (
            <>
              <dt>For</dt>
              <dd>{q.customer_name}</dd>
            </>
          )}
          <dt>Date</dt>
          <dd>{formatDate(q.created_at)}</dd>
          <dt>Valid until</dt>
          <dd>{calendarDate(q.valid_until)}</dd>
        </dl>
      </section>
      <StaticTable
        className="public-quote-lines"
        aria-label="Quote lines"
        columns={COLUMNS}
        rows={rows}
        rowKey={(line) => line.key}
        density="compact"
      />
      <dl className="public-quote-totals">
        <div className="public-quote-total">
          <dt>Total (incl. GST)</dt>
          <dd data-testid="public-quote-total">{aud(q.total)}</dd>
        </div>
        <div>
          <dt>Includes GST of</dt>
          <dd>{aud(q.gst)}</dd>
        </div>
      </dl>
      <p className="public-quote-note">
        Prices are in Australian dollars and include GST. Subject to stock at the time of order.
      </p>
      {q.state === 'accepted' ? (
        <Alert
          type="success"
          role="status"
          title={`You accepted this quote on ${formatDate(q.accepted_at!)}. ${q.shop.name} will be in touch.`}
        />
      ) : (
        <Stack gap="sm">
          {accept.isError && <Alert type="error" title={errorText(accept.error)} />}
          <Inline gap="md">
            <Button variant="primary" size="lg" isPending={accept.isPending} onPress={() => accept.mutate()}>
              Accept quote
            </Button>
            <Tag>Open until {calendarDate(q.valid_until)}</Tag>
          </Inline>
        </Stack>
      )}
    </main>
  );
}
