import { useCallback, useId, type ReactNode } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text } from 'react-aria-components';
import { useFieldEdit } from './field.tsx';
import { Button } from './button.tsx';
import { DeleteIcon, FileTextIcon, UploadIcon } from './icons.tsx';
import './upload.css';

export interface FileUploadProps {
  label: ReactNode;
  /** Extensions and MIME types, e.g. ['.csv', 'text/csv'] or ['image/jpeg', 'image/png']. */
  accept?: readonly string[];
  multiple?: boolean;
  /** At most this many are kept; with `multiple`, new choices add to the list up to it. */
  maxFiles?: number;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A file's upload progress, 0–100, while it is being sent (see lib/upload-progress.ts). */
  progress?: (file: File, index: number) => number | undefined;
  /** Thumbnails of the chosen images, drawn from the files before anything is sent. */
  previews?: boolean;
  /** The button's words; "Choose file" or "Choose files" by default. */
  buttonText?: string;
  /** The key its errors come under in the Form's `validationErrors` (a 422 on 'photos'). */
  name?: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

const accepts = (file: File, accept: readonly string[] | undefined) =>
  !accept?.length ||
  accept.some((type) =>
    type.startsWith('.')
      ? file.name.toLowerCase().endsWith(type.toLowerCase())
      : type.endsWith('/*')
        ? file.type.startsWith(type.slice(0, -1))
        : file.type === type,
  );

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('en-AU')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('en-AU', { maximumFractionDigits: 1 })} MB`;

/** An image drawn from the file itself; its object URL lives as long as the img. */
function Preview({ file }: { file: File }) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={show} alt="" className="ui-upload-preview" />;
}

/**
 * Files chosen with a button or dropped on the box (RAC's FileTrigger and DropZone, both keyboard and screen
 * reader usable), listed with their size, a Remove button each and, while sending, a progress bar.
 */
export function FileUpload({
  label,
  accept,
  multiple = false,
  maxFiles = multiple ? Infinity : 1,
  files,
  onChange,
  progress,
  previews = false,
  buttonText = multiple ? 'Choose files' : 'Choose file',
  name,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  className,
}: FileUploadProps) {
  const id = useId();
  // A server error under this name shows until the person changes the files, as on the other fields.
  const { serverErrors, edit } = useFieldEdit(name);
  const error = errorMessage || serverErrors.join(' ');

  const add = (chosen: File[]) => {
    const fitting = chosen.filter((file) => accepts(file, accept));
    if (fitting.length === 0) return;
    edit();
    onChange((multiple ? [...files, ...fitting] : fitting).slice(0, maxFiles));
  };
  const remove = (index: number) => {
    edit();
    onChange(files.filter((_, i) => i !== index));
  };
  const describedBy =
    [description && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={['ui-field', 'ui-upload', className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
    >
      <span id={`${id}-label`} className="ui-field-label" data-required={isRequired || undefined}>
        {label}
      </span>
      <DropZone
        className="ui-upload-zone"
        aria-labelledby={`${id}-label`}
        isDisabled={isDisabled}
        getDropOperation={(types) =>
          // Extensions and wildcards cannot be told while dragging: those files are sorted on drop.
          !accept?.length || accept.some((type) => /^\.|\/\*$/.test(type) || types.has(type))
            ? 'copy'
            : 'cancel'
        }
        onDrop={async (event) => {
          const items = event.items.filter((item) => item.kind === 'file');
          add(await Promise.all(items.map((item) => item.getFile())));
        }}
      >
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={multiple}
          onSelect={(list) => add(Array.from(list ?? []))}
        >
          <Button
            icon={<UploadIcon />}
            isDisabled={isDisabled || (multiple && files.length >= maxFiles)}
            aria-describedby={describedBy}
          >
            {buttonText}
          </Button>
        </FileTrigger>
        <Text slot="label" className="ui-upload-hint">
          {multiple ? 'or drop them here' : 'or drop it here'}
        </Text>
      </DropZone>
      {files.length > 0 && (
        <ul className="ui-upload-list" aria-label="Chosen files">
          {files.map((file, index) => {
            const percent = progress?.(file, index);
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="ui-upload-item">
                {previews && file.type.startsWith('image/') ? <Preview file={file} /> : <FileTextIcon />}
                <span className="ui-upload-name">{file.name}</span>
                <span className="ui-upload-size">{sizeText(file.size)}</span>
                {percent !== undefined && (
                  <ProgressBar
                    value={percent}
                    aria-label={`Sending ${file.name}`}
                    className="ui-upload-progress"
                  >
                    <span className="ui-upload-bar" style={{ width: `${percent}%` }} />
                  </ProgressBar>
                )}
                <Button
                  variant="text"
                  size="sm"
                  icon={<DeleteIcon />}
                  aria-label={`Remove ${file.name}`}
                  isDisabled={isDisabled || percent !== undefined}
                  onPress={() => remove(index)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {description != null && (
        <div id={`${id}-help`} className="ui-field-description">
          {description}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="ui-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
