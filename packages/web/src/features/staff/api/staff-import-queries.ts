import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { ImportHistoryEntry, ImportKind, ImportReport } from '@tyreline/domain/contract/staff-imports';
import { staffHttp } from '../staff-http.ts';

export interface ImportUpload {
  kind: ImportKind;
  file: File;
}

const send = <T>(path: string, { kind, file }: ImportUpload) =>
  staffHttp<{ data: T }>(path, {
    method: 'POST',
    body: file,
    query: { kind, file_name: file.name },
    inline: true,
  });

/** Checks a file and says what a commit would change; writes nothing. */
export function useImportDryRun() {
  return useMutation({
    mutationFn: (upload: ImportUpload) => send<ImportReport>('/api/staff/imports/dry-run', upload),
  });
}

/** Imports a file in one transaction; a bad row refuses all of it (422 with the problems). */
export function useImportCommit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ImportUpload) => send<ImportReport & { id: number }>('/api/staff/imports', upload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'imports'] }),
  });
}

export function useImportHistory(page: number) {
  return useQuery({
    queryKey: ['staff', 'imports', page],
    queryFn: ({ signal }) =>
      staffHttp<{ data: ImportHistoryEntry[]; meta: PaginationMeta }>('/api/staff/imports', {
        signal,
        query: { page },
      }),
    placeholderData: keepPreviousData,
  });
}
