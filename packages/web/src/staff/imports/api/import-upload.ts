import type { ImportKind } from '@tyreline/domain/contract/staff-imports';
import { staffHttp } from '../../session/staff-http.ts';

export interface ImportUpload {
  kind: ImportKind;
  file: File;
}

/** Sends a CSV file as it is, named by its kind and file name. */
export const sendImport = <T>(path: string, { kind, file }: ImportUpload) =>
  staffHttp<{ data: T }>(path, {
    method: 'POST',
    body: file,
    query: { kind, file_name: file.name },
    inline: true,
  });
