import { RetailQuoteButton } from '../../components/retail-quote-button.tsx';
import { CartDrawer } from '../../features/cart/cart-drawer.tsx';
import { SaveAsListButton } from '../../features/lists/save-as-list-button.tsx';
import { formatDate } from '../../lib/format-date.ts';

/** The layout's cart drawer with the actions the layout adds to the cart's lines: a retail quote, Save as list. */
export default function LayoutCartDrawer({ onNavigate }: { onNavigate: (path: string) => void }) {
  return (
    <CartDrawer
      onCheckout={() => onNavigate('/checkout')}
      onBrowse={() => onNavigate('/shop?tab=tyres')}
      actions={(lines) => (
        <>
          <RetailQuoteButton
            size="sm"
            lines={lines.map((line) => ({ product_id: line.data.id, qty: line.qty }))}
          />
          <SaveAsListButton
            items={lines.map((line) => ({ product_id: line.data.id, qty: line.qty }))}
            defaultName={`Cart ${formatDate(new Date().toISOString())}`}
            onOpenList={(id) => onNavigate(`/lists?list=${id}`)}
            appearance="link"
          />
        </>
      )}
    />
  );
}
