import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@tyreline/domain/contract/staff-imports';
import { sendImport, type ImportUpload } from './import-upload.ts';

export const commitImport = (upload: ImportUpload) =>
  sendImport<ImportReport & { id: number }>('/api/staff/imports', upload);

/** Imports a file in one transaction; a bad row refuses all of it (422 with the problems). */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'imports'] }),
  });
}
