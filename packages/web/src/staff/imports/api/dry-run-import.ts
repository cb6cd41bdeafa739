import { useMutation } from '@tanstack/react-query';
import type { ImportReport } from '@tyreline/domain/contract/staff-imports';
import { sendImport, type ImportUpload } from './import-upload.ts';

export const dryRunImport = (upload: ImportUpload) =>
  sendImport<ImportReport>('/api/staff/imports/dry-run', upload);

/** Checks a file and says what a commit would change; writes nothing. */
export function useDryRunImport() {
  return useMutation({ mutationFn: dryRunImport });
}
