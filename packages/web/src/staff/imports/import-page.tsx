import { useState } from 'react';
import { Alert, Button, Card, Radio, Spin, Table, Tag, Upload, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  mayImport,
  type ImportHistoryEntry,
  type ImportKind,
  type ImportProblem,
  type ImportReport,
} from '@tyreline/domain/contract/staff-imports';
import { STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { ApiError } from '../../lib/http-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useCommitImport } from './api/commit-import.ts';
import { useDryRunImport } from './api/dry-run-import.ts';
import { useImportHistory } from './api/get-import-history.ts';
import { LoadFailed, pagerOf } from '../components/staff-query-ui.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';
import { ChangeList, TemplateLink, WarehouseCodes } from './import-help.tsx';

const number = (n: number) => n.toLocaleString('en-AU');

const problemColumns = (fileName: string): TableColumnsType<ImportProblem> => [
  { title: 'Line', dataIndex: 'line', width: 80, render: (line: number | null) => line ?? '—' },
  { title: 'Column', dataIndex: 'column', width: 160, render: (column: string | null) => column ?? '—' },
  {
    title: 'Problem',
    render: (_, problem) => (problem.line === null ? `${fileName} ${problem.message}` : problem.message),
  },
];

const CHANGE_COLOURS = { new: 'green', updated: 'blue', unchanged: 'default' } as const;
const sampleColumns: TableColumnsType<ImportReport['sample'][number]> = [
  { title: 'Line', dataIndex: 'line', width: 80 },
  {
    title: 'Row',
    dataIndex: 'row',
    render: (row: string, sample) => (
      <>
        {row}
        <ChangeList changes={sample.changes} />
      </>
    ),
  },
  {
    title: 'Change',
    dataIndex: 'change',
    width: 120,
    render: (change: keyof typeof CHANGE_COLOURS) => (
      <Tag color={CHANGE_COLOURS[change]} className="import-change-tag" data-change={change}>
        {change}
      </Tag>
    ),
  },
];

const historyColumns: TableColumnsType<ImportHistoryEntry> = [
  { title: 'When', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  {
    title: 'Who',
    render: (_, entry) =>
      entry.staff ? (
        <>
          {entry.staff.name} <Tag>{STAFF_ROLE_LABELS[entry.staff.role]}</Tag>
        </>
      ) : (
        'Operator tool'
      ),
  },
  { title: 'Kind', dataIndex: 'kind', render: (kind: ImportKind) => IMPORT_KIND_LABELS[kind] },
  { title: 'File', dataIndex: 'file_name' },
  ...(['rows', 'created', 'updated', 'unchanged'] as const).map((key) => ({
    title: { rows: 'Rows', created: 'New', updated: 'Updated', unchanged: 'Unchanged' }[key],
    dataIndex: key,
    align: 'right' as const,
    render: (n: number) => number(n),
  })),
];

/** "2 rows: 1 new, 1 updated, 0 unchanged". */
const countsText = (r: ImportReport) =>
  `${number(r.rows)} row${r.rows === 1 ? '' : 's'}: ${number(r.created)} new, ${number(r.updated)} updated, ${number(r.unchanged)} unchanged`;

/** The problems a refused file has, from a dry run's report or a commit's 422. */
function Problems({
  fileName,
  problems,
  count,
}: {
  fileName: string;
  problems: ImportProblem[];
  count: number;
}) {
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={`${fileName} cannot be imported: ${number(count)} problem${count === 1 ? '' : 's'} to fix.`}
        description={
          count > problems.length
            ? `The first ${number(problems.length)} are listed. Nothing has been written.`
            : 'Nothing has been written. Fix the file and run it again.'
        }
      />
      <Table<ImportProblem>
        className="staff-import-problems"
        rowKey={(p) => `${p.line}-${p.column}-${p.message}`}
        size="small"
        columns={problemColumns(fileName)}
        dataSource={problems}
        pagination={problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      />
    </>
  );
}

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

  return (
    <div className="staff-page">
      <StaffHeading>Import</StaffHeading>
      <div className="staff-import-layout">
        <Card size="small" title="Upload a CSV file">
          <div className="staff-import-form">
            <div className="staff-filter">
              <span id="import-kind-label">What the file holds</span>
              <Radio.Group
                aria-labelledby="import-kind-label"
                optionType="button"
                value={kind}
                options={kinds.map((k) => ({ value: k, label: IMPORT_KIND_LABELS[k] }))}
                onChange={(e) => {
                  setKind(e.target.value as ImportKind);
                  reset();
                }}
              />
            </div>
            {columns && (
              <p className="staff-import-columns">
                Columns (header row, any order): <strong>{columns.required.join(', ')}</strong>
                {columns.optional.length > 0 && <>; optional {columns.optional.join(', ')}</>}.{' '}
                {kind && <TemplateLink kind={kind} />}
              </p>
            )}
            <div className="staff-import-actions">
              <Upload
                accept=".csv,text/csv"
                maxCount={1}
                showUploadList={false}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  reset();
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />}>Choose CSV file</Button>
              </Upload>
              <span className="staff-import-file" aria-live="polite">
                {file ? `${file.name} (${number(Math.ceil(file.size / 1024))} KB)` : 'No file chosen'}
              </span>
              <Button
                type="primary"
                disabled={!upload || tooLarge || commit.isPending}
                loading={dryRun.isPending}
                onClick={() => upload && (commit.reset(), dryRun.mutate(upload))}
              >
                Dry run
              </Button>
              <Button
                disabled={!upload || !report || report.problem_count > 0 || !!committed}
                loading={commit.isPending}
                onClick={() => upload && commit.mutate(upload)}
              >
                Commit
              </Button>
            </div>
            {tooLarge && (
              <Alert
                type="error"
                showIcon
                title={`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`}
              />
            )}
          </div>
        </Card>
        {(kind === 'stock' || kind === 'delivery_runs') && <WarehouseCodes />}
      </div>

      <section aria-label="Import result" className="staff-import-result">
        {commit.isPending && (
          <Card size="small">
            <Spin tip={`Importing ${file?.name ?? 'the file'} in one transaction…`}>
              <div className="staff-import-spin" />
            </Spin>
          </Card>
        )}
        {dryRun.isError && !(dryRun.error instanceof ApiError && dryRun.error.status === undefined) && (
          <Alert type="error" showIcon title="The dry run failed." description={dryRun.error.message} />
        )}
        {commit.isError && (
          <>
            {refused?.problems ? (
              <Problems
                fileName={file?.name ?? ''}
                problems={refused.problems}
                count={refused.problem_count ?? refused.problems.length}
              />
            ) : (
              <Alert type="error" showIcon title="Nothing was imported." description={commit.error.message} />
            )}
          </>
        )}
        {committed && (
          <Alert
            type="success"
            showIcon
            title={`Imported ${committed.file_name}: ${countsText(committed)}.`}
          />
        )}
        {report && !committed && !commit.isPending && !commit.isError && (
          <>
            {report.problem_count > 0 ? (
              <Problems fileName={report.file_name} problems={report.problems} count={report.problem_count} />
            ) : (
              <Card size="small" title={`Dry run of ${report.file_name}: nothing has been written yet`}>
                <Alert
                  type="info"
                  showIcon
                  title={`Committing would import ${countsText(report)}.`}
                  description="The first rows and what committing does to each:"
                />
                <Table
                  rowKey="line"
                  size="small"
                  columns={sampleColumns}
                  dataSource={report.sample}
                  pagination={false}
                />
              </Card>
            )}
          </>
        )}
      </section>

      <Card size="small" title="Import history">
        {history.isError && <LoadFailed what="The import history" error={history.error} />}
        <div className="staff-table-wrap">
          <Table<ImportHistoryEntry>
            rowKey="id"
            size="middle"
            loading={history.isFetching}
            columns={historyColumns}
            dataSource={history.data?.data ?? []}
            pagination={pagerOf(history.data?.meta, setPage)}
          />
        </div>
      </Card>
    </div>
  );
}
