import { toast } from '../ui/toast.tsx';

// The app's messages, callable outside React too (the http client): ui/toast's queue, shown by the app's one <ToastRegion>.

/** Shows an error text from the catalogue: one line as a toast, several (a 500's array) as paragraphs. */
export function showError(text: string | string[]): void {
  if (Array.isArray(text)) toast.errorParagraphs(text);
  else toast.error(text);
}

export function showSuccess(text: string): void {
  toast.success(text);
}

export function showInfo(text: string): void {
  toast.info(text);
}
