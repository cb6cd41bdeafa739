import { useState } from 'react';
import {
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  mayImport,
  type ImportKind,
  type ImportReport,
} from '@tyreline/domain/contract/staff-imports';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Inline } from '../../ui/stack.tsx';
import { DataTable } from '../../ui/table.tsx';
import { FileUpload } from '../../ui/upload.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useCommitImport } from './api/commit-import.ts';
import { useDryRunImport } from './api/dry-run-import.ts';
import { useImportHistory } from './api/get-import-history.ts';
import { LoadFailed, pagerOf } from '../components/staff-query-ui.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';
import { TemplateLink, WarehouseCodes } from './import-help.tsx';
import { DryRunSample, Problems, countsText, historyColumns } from './import-report.tsx';

/** Upload a products, stock or prices CSV: dry run, then commit; and the history of committed imports. */
export function ImportPage() {
  const role = useStaffMe().data?.role;
  const kinds = IMPORT_KINDS.filter((kind) => role && mayImport(role, kind));
  const [chosenKind, setKind] = useState<ImportKind>();
  const kind = chosenKind && kinds.includes(chosenKind) ? chosenKind : kinds[0];
  const [file, setFile] = useState<File>();
  const [page, setPage] = useState(1);
  const dryRun = useDryRunImport();
  const commit = useCommitImport();
  const history = useImportHistory(page);

  const tooLarge = file !== undefined && file.size > IMPORT_MAX_BYTES;
  const report = dryRun.data?.data;
  const committed = commit.data?.data;
  const refused = commit.error instanceof ApiError ? (commit.error.body as Partial<ImportReport>) : undefined;
  const reset = () => {
    dryRun.reset();
    commit.reset();
  };
  const upload = kind && file ? { kind, file } : undefined;
  const columns = kind ? IMPORT_COLUMNS[kind] : undefined;

  const importing = `Importing ${file?.name ?? 'the file'} in one transaction…`;

  return (
    <div className="staff-page">
      <StaffHeading>Import</StaffHeading>
      <div className="staff-import-layout">
        <Card size="sm" title="Upload a CSV file">
          <div className="staff-import-form">
            <RadioGroup
              label="What the file holds"
              appearance="segmented"
              value={kind ?? null}
              options={kinds.map((k) => ({ value: k, label: IMPORT_KIND_LABELS[k] }))}
              onChange={(chosen) => {
                setKind(kinds.find((k) => k === chosen));
                reset();
              }}
            />
            {columns && (
              <p className="staff-import-columns">
                Columns (header row, any order): <strong>{columns.required.join(', ')}</strong>
                {columns.optional.length > 0 && <>; optional {columns.optional.join(', ')}</>}.{' '}
                {kind && <TemplateLink kind={kind} />}
              </p>
            )}
            <FileUpload
              label="CSV file"
              accept={['.csv', 'text/csv']}
              buttonText="Choose CSV file"
              files={file ? [file] : []}
              onChange={(chosen) => {
                setFile(chosen[0]);
                reset();
              }}
            />
            <Inline gap="sm">
              <Button
                variant="primary"
                isDisabled={!upload || tooLarge || commit.isPending}
                isPending={dryRun.isPending}
                onPress={() => upload && (commit.reset(), dryRun.mutate(upload))}
              >
                Dry run
              </Button>
              <Button
                isDisabled={!upload || !report || report.problem_count > 0 || !!committed}
                isPending={commit.isPending}
                onPress={() => upload && commit.mutate(upload)}
              >
                Commit
              </Button>
            </Inline>
            {tooLarge && (
              <Alert
                type="error"
                title={`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`}
              />
            )}
          </div>
        </Card>
        {(kind === 'stock' || kind === 'delivery_runs') && <WarehouseCodes />}
      </div>

      <section aria-label="Import result" className="staff-import-result">
        {commit.isPending && (
          <Card as="div" size="sm">
            <Inline gap="sm">
              <Spinner label={importing} />
              <span aria-hidden="true">{importing}</span>
            </Inline>
          </Card>
        )}
        {dryRun.isError && !(dryRun.error instanceof ApiError && dryRun.error.status === undefined) && (
          <Alert type="error" title="The dry run failed." description={dryRun.error.message} />
        )}
        {commit.isError &&
          (refused?.problems ? (
            <Problems
              key="commit"
              fileName={file?.name ?? ''}
              problems={refused.problems}
              count={refused.problem_count ?? refused.problems.length}
            />
          ) : (
            <Alert type="error" title="Nothing was imported." description={commit.error.message} />
          ))}
        {committed && (
          <Alert type="success" title={`Imported ${committed.file_name}: ${countsText(committed)}.`} />
        )}
        {report &&
          !committed &&
          !commit.isPending &&
          !commit.isError &&
          (report.problem_count > 0 ? (
            <Problems
              key={report.file_name}
              fileName={report.file_name}
              problems={report.problems}
              count={report.problem_count}
            />
          ) : (
            <DryRunSample report={report} />
          ))}
      </section>

      <Card size="sm" title="Import history">
        {history.isError && <LoadFailed what="The import history" error={history.error} />}
        <DataTable
          aria-label="Import history"
          className="staff-import-history"
          columns={historyColumns}
          rows={history.data?.data ?? []}
          rowKey={(entry) => entry.id}
          loading={history.isFetching}
          pagination={pagerOf(history.data?.meta, setPage)}
        />
      </Card>
    </div>
  );
}
