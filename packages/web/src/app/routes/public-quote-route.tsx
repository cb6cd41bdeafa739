import QuotePage from '../../features/retail-quotes/quote-page.tsx';

/** `/q/:token`: a shop's quote, opened signed out — no session, no shop layout, no signed-in call. */
export default function PublicQuoteRoute() {
  return <QuotePage />;
}
