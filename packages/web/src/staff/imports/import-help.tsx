import { useEffect, useMemo } from 'react';
import { importTemplate, type ImportChange, type ImportKind } from '@tyreline/domain/contract/staff-imports';
import { Card } from '../../ui/card.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { useImportWarehouses } from './api/get-import-warehouses.ts';

/** A link that downloads the kind's template: every column, required first, and one example row to replace. */
export function TemplateLink({ kind }: { kind: ImportKind }) {
  const href = useMemo(
    () => URL.createObjectURL(new Blob([importTemplate(kind)], { type: 'text/csv' })),
    [kind],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <a className="staff-import-template" href={href} download={`${kind}-template.csv`}>
      <DownloadIcon /> Download a template ({kind}-template.csv)
    </a>
  );
}

/** The warehouse codes a stock or delivery-runs file's `warehouse` column takes, beside the form. */
export function WarehouseCodes() {
  const warehouses = useImportWarehouses();
  return (
    <Card size="sm" title="Warehouse codes" className="staff-import-warehouses">
      {warehouses.isError && <p>The warehouses could not be loaded.</p>}
      <dl>
        {(warehouses.data ?? []).map((w) => (
          <div key={w.id}>
            <dt>{w.code}</dt>
            <dd>
              {w.name} <span className="staff-import-department">(department {w.department_id})</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** An updated row's values, before → after. */
export function ChangeList({ changes }: { changes: ImportChange[] | undefined }) {
  if (!changes || changes.length === 0) return null;
  return (
    <ul className="staff-import-changes">
      {changes.map((c) => (
        <li key={c.column}>
          {c.column}: <del>{c.before || '(empty)'}</del> → <ins>{c.after || '(empty)'}</ins>
        </li>
      ))}
    </ul>
  );
}
