import { useState } from 'react';
import {
  IMPORT_KIND_LABELS,
  type ImportHistoryEntry,
  type ImportProblem,
  type ImportReport,
} from '@tyreline/domain/contract/staff-imports';
import { STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { formatDateTime } from '../../lib/format-date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { Stack } from '../../ui/stack.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { Tag, type Tone } from '../../ui/tag.tsx';
import { ChangeList } from './import-help.tsx';

export const number = (n: number) => n.toLocaleString('en-AU');

/** "2 rows: 1 new, 1 updated, 0 unchanged". */
export const countsText = (r: ImportReport) =>
  `${number(r.rows)} row${r.rows === 1 ? '' : 's'}: ${number(r.created)} new, ${number(r.updated)} updated, ${number(r.unchanged)} unchanged`;

const PROBLEMS_PER_PAGE = 20;

const problemColumns = (fileName: string): DataColumn<ImportProblem>[] => [
  { key: 'line', title: 'Line', width: 80, render: (problem) => problem.line ?? '—' },
  { key: 'column', title: 'Column', width: 160, render: (problem) => problem.column ?? '—' },
  {
    key: 'problem',
    title: 'Problem',
    render: (problem) => (problem.line === null ? `${fileName} ${problem.message}` : problem.message),
  },
];

/** The problems a refused file has, from a dry run's report or a commit's 422, 20 to a page. */
export function Problems({
  fileName,
  problems,
  count,
}: {
  fileName: string;
  problems: ImportProblem[];
  count: number;
}) {
  const [page, setPage] = useState(1);
  const shown = problems.slice((page - 1) * PROBLEMS_PER_PAGE, page * PROBLEMS_PER_PAGE);
  return (
    <>
      <Alert
        type="error"
        title={`${fileName} cannot be imported: ${number(count)} problem${count === 1 ? '' : 's'} to fix.`}
        description={
          count > problems.length
            ? `The first ${number(problems.length)} are listed. Nothing has been written.`
            : 'Nothing has been written. Fix the file and run it again.'
        }
      />
      <DataTable<ImportProblem>
        aria-label={`Problems of ${fileName}`}
        className="staff-import-problems"
        density="compact"
        columns={problemColumns(fileName)}
        rows={shown}
        rowKey={(p) => `${p.line}-${p.column}-${p.message}`}
        pagination={
          problems.length > PROBLEMS_PER_PAGE
            ? { page, pageSize: PROBLEMS_PER_PAGE, total: problems.length, onChange: setPage }
            : undefined
        }
      />
    </>
  );
}

type Sample = ImportReport['sample'][number];
const CHANGE_TONES: Record<Sample['change'], Tone> = {
  new: 'success',
  updated: 'info',
  unchanged: 'neutral',
};

const sampleColumns: DataColumn<Sample>[] = [
  { key: 'line', title: 'Line', width: 80, render: (sample) => sample.line },
  {
    key: 'row',
    title: 'Row',
    render: (sample) => (
      <>
        {sample.row}
        <ChangeList changes={sample.changes} />
      </>
    ),
  },
  {
    key: 'change',
    title: 'Change',
    width: 120,
    render: (sample) => (
      <Tag tone={CHANGE_TONES[sample.change]} data-change={sample.change}>
        {sample.change}
      </Tag>
    ),
  },
];

/** A clean dry run: what committing would import, and the first rows with what it does to each. */
export function DryRunSample({ report }: { report: ImportReport }) {
  return (
    <Card size="sm" title={`Dry run of ${report.file_name}: nothing has been written yet`}>
      <Stack gap="sm">
        <Alert
          type="info"
          title={`Committing would import ${countsText(report)}.`}
          description="The first rows and what committing does to each:"
        />
        <DataTable<Sample>
          aria-label={`First rows of ${report.file_name}`}
          density="compact"
          columns={sampleColumns}
          rows={report.sample}
          rowKey={(sample) => sample.line}
        />
      </Stack>
    </Card>
  );
}

const COUNT_TITLES = { rows: 'Rows', created: 'New', updated: 'Updated', unchanged: 'Unchanged' } as const;

export const historyColumns: DataColumn<ImportHistoryEntry>[] = [
  { key: 'at', title: 'When', render: (entry) => formatDateTime(entry.at) },
  {
    key: 'who',
    title: 'Who',
    render: (entry) =>
      entry.staff ? (
        <>
          {entry.staff.name} <Tag>{STAFF_ROLE_LABELS[entry.staff.role]}</Tag>
        </>
      ) : (
        'Operator tool'
      ),
  },
  { key: 'kind', title: 'Kind', render: (entry) => IMPORT_KIND_LABELS[entry.kind] },
  { key: 'file', title: 'File', render: (entry) => entry.file_name },
  ...(['rows', 'created', 'updated', 'unchanged'] as const).map((key): DataColumn<ImportHistoryEntry> => ({
    key,
    title: COUNT_TITLES[key],
    align: 'right',
    render: (entry) => number(entry[key]),
  })),
];
