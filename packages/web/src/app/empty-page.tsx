/** docs/product.md §3: any path outside the route table shows an empty page. */
export function EmptyPage() {
  return (
    <main data-testid="empty-page" data-frame>
      <title>Page not found — Tyreline</title>
    </main>
  );
}
