import { useState } from 'react';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { quickOrderRequest, type ResolvedQuickOrderLine } from '@tyreline/domain/contract/quick-order';
import { defaultPick, MAX_QUICK_ORDER_CHARS, MAX_QUICK_ORDER_LINES } from '@tyreline/domain/quick-order';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import { FileUpload } from '../../ui/upload.tsx';
import { useResolveQuickOrder } from './api/resolve-quick-order.ts';
import { QuickOrderLine } from './quick-order-line.tsx';
import './quick-order.css';

/** Puts several products in the cart at once, priced as listed or else by the server. */
export type AddLinesToCart = (lines: { product: Product; qty: number }[]) => Promise<{ lines: number }>;

interface QuickOrderTabProps {
  typeNames: ReadonlyMap<string, string>;
  lookUp: (productId: number) => unknown;
  onAddLinesToCart: AddLinesToCart;
  /** A viewer of the account's team: the lines resolve with stock, but no prices and nothing to add. */
  viewOnly: boolean;
}

const EXAMPLE = '2055516 x4\n205/55R16 91V 4\nACC-REPAIRKIT-018, 10';

/** '5.2 MB', '120 KB': a file's size as a person reads it. */
function sizeOf(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1000)} KB`;
}

/** Why a resolve was refused, in the words of the contract or the server. */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The list could not be read; try again.';
  const field = error.fieldErrors.text?.[0];
  if (field) return field;
  if (error.status === 413) {
    return `This list is too long to send; a quick order takes at most ${MAX_QUICK_ORDER_LINES} lines`;
  }
  return Array.isArray(error.text) ? error.text.join(' ') : error.text;
}

/**
 * Quick order: paste or type lines (a size or SKU and a quantity) or upload a `sku,qty` CSV; each line comes
 * back as a product, a choice of products or the reason it is neither; the ready ones go to the cart in one
 * click and the rest stay listed to fix.
 */
export default function QuickOrderTab({ typeNames, lookUp, onAddLinesToCart, viewOnly }: QuickOrderTabProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<ResolvedQuickOrderLine[] | null>(null);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [added, setAdded] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const resolver = useResolveQuickOrder();

  const resolve = (value: string) => {
    setAdded(null);
    const parsed = quickOrderRequest.safeParse({ text: value });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'This list cannot be read');
      return;
    }
    setProblem(null);
    resolver.mutate(parsed.data.text, {
      onSuccess: (answer) => {
        setLines(answer);
        // Each size line starts on its default pick, so a pasted list goes to the cart in one tap.
        setChosen(
          Object.fromEntries(
            answer.flatMap((l) => {
              const pick = l.status === 'choose' ? defaultPick(l.products) : undefined;
              return pick ? [[l.line, pick.id]] : [];
            }),
          ),
        );
        setQuantities(Object.fromEntries(answer.map((l) => [l.line, l.qty ?? 1])));
      },
      onError: (error) => setProblem(refusalOf(error)),
    });
  };

  const readFile = async (file: File) => {
    if (file.size > MAX_QUICK_ORDER_CHARS) {
      setProblem(
        `${file.name} is ${sizeOf(file.size)}; a quick-order file may be at most ${sizeOf(MAX_QUICK_ORDER_CHARS)} ` +
          `(${MAX_QUICK_ORDER_LINES} lines). Split it into smaller files.`,
      );
      return;
    }
    const contents = await file.text();
    setText(contents);
    resolve(contents);
  };

  const productOf = (line: ResolvedQuickOrderLine) =>
    line.status === 'found'
      ? line.products[0]
      : line.status === 'choose'
        ? line.products.find((p) => p.id === chosen[line.line])
        : undefined;
  const ready = (lines ?? []).filter((l) => productOf(l) !== undefined);
  const toChoose = (lines ?? []).filter((l) => l.status === 'choose' && productOf(l) === undefined).length;
  const unresolved = (lines ?? []).filter((l) => l.status === 'not_found' || l.status === 'invalid').length;

  const addAll = async () => {
    setAdding(true);
    try {
      const result = await onAddLinesToCart(
        ready.map((l) => ({ product: productOf(l)!, qty: quantities[l.line] ?? 1 })),
      );
      if (result.lines === 0) return;
      // What was added leaves the list and the box; what was not stays, to fix or choose.
      const left = (lines ?? []).filter((l) => !ready.includes(l));
      setLines(left.length > 0 ? left : null);
      setText(left.map((l) => l.text).join('\n'));
      setAdded(
        `${result.lines} line${result.lines === 1 ? '' : 's'} added to your cart.` +
          (left.length > 0
            ? ` ${left.length} still need${left.length === 1 ? 's' : ''} your attention below.`
            : ''),
      );
    } catch {
      // The cart call has already said why (e.g. no price credit left); nothing was added.
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="quick-order" data-testid="quick-order">
      <Form className="quick-form" aria-label="Quick order" onSubmit={() => resolve(text)}>
        <TextArea
          id="quick-order-text"
          label="Lines to order"
          value={text}
          onChange={setText}
          placeholder={EXAMPLE}
          rows={6}
          spellCheck={false}
          description={
            problem ? (
              // Said when the list is refused; the words of the contract or the server.
              <span role="alert" data-testid="quick-problem" className="quick-problem">
                {problem}
              </span>
            ) : (
              `One item per line: a tyre size or a SKU, then the quantity. Up to ${MAX_QUICK_ORDER_LINES} lines.`
            )
          }
        />
        <div>
          <Button type="submit" variant="primary" isPending={resolver.isPending}>
            Resolve
          </Button>
        </div>
        <FileUpload
          label="Or upload a file"
          buttonText="Upload CSV (sku,qty)"
          accept={['.csv', '.txt', 'text/csv', 'text/plain']}
          files={[]}
          onChange={([file]) => file && void readFile(file)}
        />
      </Form>

      {added && <Alert type="success" title={added} data-testid="quick-added" />}

      {lines && (
        <section className="quick-results" aria-labelledby="quick-results-title">
          <div className="quick-results-head">
            <h2 id="quick-results-title" className="quick-results-title">
              {lines.length} line{lines.length === 1 ? '' : 's'} read
            </h2>
            <span className="quick-results-counts" data-testid="quick-counts" aria-live="polite">
              {ready.length} ready · {toChoose} to choose · {unresolved} not found
            </span>
            {!viewOnly && (
              <div className="quick-add-all">
                <Button
                  variant="primary"
                  block
                  icon={<CartIcon />}
                  isDisabled={ready.length === 0}
                  isPending={adding}
                  onPress={() => void addAll()}
                >
                  Add all to cart{ready.length > 0 ? ` (${ready.length})` : ''}
                </Button>
              </div>
            )}
          </div>
          <ol className="quick-lines">
            {lines.map((line) => (
              <QuickOrderLine
                key={line.line}
                line={line}
                qty={quantities[line.line] ?? 1}
                onQty={(qty) => setQuantities((q) => ({ ...q, [line.line]: qty }))}
                chosen={chosen[line.line]}
                onChoose={(id) => setChosen((c) => ({ ...c, [line.line]: id }))}
                typeNames={typeNames}
                lookUp={lookUp}
                viewOnly={viewOnly}
              />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
