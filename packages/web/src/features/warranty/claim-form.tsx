import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CLAIM_LABELS, faultOptions, type ClaimableLine } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import {
  CLAIM_PHOTO_TYPES,
  LEGAL_MIN_TREAD_MM,
  MAX_CLAIM_PHOTOS,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_TREAD_MM,
  parseDot,
  proRataCreditCents,
  treadProblems,
  type WarrantyFault,
} from '@tyreline/domain/warranty';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, FormError, errorText, useFormErrors } from '../../ui/form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { FileUpload } from '../../ui/upload.tsx';
import { useSubmitClaim } from './api/claims.ts';

interface Values {
  dot_code: string;
  original_tread_mm: number | null;
  remaining_tread_mm: number | null;
  fault: WarrantyFault | null;
  description: string;
  photos: File[];
}

const EMPTY: Values = {
  dot_code: '',
  original_tread_mm: null,
  remaining_tread_mm: null,
  fault: null,
  description: '',
  photos: [],
};

const FIELDS = [
  'dot_code',
  'original_tread_mm',
  'remaining_tread_mm',
  'fault',
  'description',
  'photos',
] as const;
const MB = 1024 * 1024;
const TREAD_FORMAT = { minimumFractionDigits: 0, maximumFractionDigits: 1 };

/** The credit the one domain rule gives for the depths typed so far, or null while they are incomplete. */
function estimate(line: ClaimableLine, original: number | null, remaining: number | null): number | null {
  if (original === null || remaining === null) return null;
  if (Object.keys(treadProblems(original, remaining)).length > 0) return null;
  return proRataCreditCents(toCents(line.unit_price), original, remaining);
}

/** The checks the browser can make before sending (the server makes them all again). */
function problemsOf(values: Values): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const dot = parseDot(values.dot_code, new Date());
  if (!dot.ok) errors.dot_code = [dot.message];
  if (values.original_tread_mm === null)
    errors.original_tread_mm = [`${CLAIM_LABELS.original_tread_mm} is required`];
  if (values.remaining_tread_mm === null)
    errors.remaining_tread_mm = [`${CLAIM_LABELS.remaining_tread_mm} is required`];
  if (values.original_tread_mm !== null && values.remaining_tread_mm !== null)
    for (const [field, message] of Object.entries(
      treadProblems(values.original_tread_mm, values.remaining_tread_mm),
    ))
      errors[field] = [message];
  if (!values.fault) errors.fault = ['Choose the fault'];
  const large = values.photos
    .filter((p) => p.size > MAX_CLAIM_PHOTO_BYTES)
    .map((p) => `"${p.name}" is larger than 5 MB`);
  if (values.photos.length > MAX_CLAIM_PHOTOS) large.unshift(`Send at most ${MAX_CLAIM_PHOTOS} photos`);
  if (large.length > 0) errors.photos = large;
  return errors;
}

/** A warranty claim on one tyre line: DOT, tread, fault, description and up to 5 photos with previews. */
export function ClaimFormModal({
  orderId,
  line,
  onClose,
}: {
  orderId: number;
  line: ClaimableLine;
  onClose: () => void;
}) {
  const submit = useSubmitClaim(orderId);
  const navigate = useNavigate();
  const errors = useFormErrors(FIELDS);
  const [values, setValues] = useState<Values>(EMPTY);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const credit = estimate(line, values.original_tread_mm, values.remaining_tread_mm);

  const send = () => {
    const problems = problemsOf(values);
    errors.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setRefusal(null);
    const body = new FormData();
    body.set('order_line_id', String(line.order_line_id));
    body.set('dot_code', values.dot_code);
    body.set('original_tread_mm', String(values.original_tread_mm));
    body.set('remaining_tread_mm', String(values.remaining_tread_mm));
    body.set('fault', values.fault ?? '');
    if (values.description) body.set('description', values.description);
    for (const photo of values.photos) body.append('photos', photo, photo.name);
    submit.mutate(body, {
      onSuccess: ({ data }) => {
        onClose();
        void navigate(`/claims/${data.id}`);
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setRefusal(errorText(error));
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Warranty claim: ${line.name}`}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button variant="primary" isPending={submit.isPending} onPress={send}>
            Send claim
          </Button>
        </>
      )}
    >
      <p className="claim-form-intro">
        SKU {line.sku} · {formatAud(toCents(line.unit_price))} each. The credit is the price times the tread
        left above the {LEGAL_MIN_TREAD_MM} mm legal minimum, over the tread it had new above it.
      </p>
      <Form aria-label={`Warranty claim: ${line.name}`} onSubmit={send} {...errors.formProps}>
        {refusal && <FormError>{refusal}</FormError>}
        <TextField
          name="dot_code"
          label={CLAIM_LABELS.dot_code}
          isRequired
          description="The last 4 digits of the DOT number on the sidewall: week and year, e.g. 2423"
          maxLength={40}
          autoComplete="off"
          value={values.dot_code}
          onChange={set('dot_code')}
        />
        <div className="claim-form-row">
          <NumberField
            name="original_tread_mm"
            label={`${CLAIM_LABELS.original_tread_mm} (mm)`}
            isRequired
            min={0}
            max={MAX_TREAD_MM}
            step={0.1}
            formatOptions={TREAD_FORMAT}
            value={values.original_tread_mm}
            onChange={set('original_tread_mm')}
          />
          <NumberField
            name="remaining_tread_mm"
            label={`${CLAIM_LABELS.remaining_tread_mm} (mm)`}
            isRequired
            min={0}
            max={MAX_TREAD_MM}
            step={0.1}
            formatOptions={TREAD_FORMAT}
            value={values.remaining_tread_mm}
            onChange={set('remaining_tread_mm')}
          />
        </div>
        <Select
          name="fault"
          label={CLAIM_LABELS.fault}
          isRequired
          placeholder="Choose the fault"
          options={faultOptions()}
          value={values.fault}
          onChange={(value) => set('fault')(value as WarrantyFault)}
        />
        <TextArea
          name="description"
          label={`${CLAIM_LABELS.description} (optional)`}
          rows={3}
          maxLength={2000}
          placeholder="Where on the tyre, after how many km…"
          value={values.description}
          onChange={set('description')}
        />
        <FileUpload
          name="photos"
          label={`${CLAIM_LABELS.photos} (optional, up to ${MAX_CLAIM_PHOTOS}, JPEG, PNG or WebP, ${MAX_CLAIM_PHOTO_BYTES / MB} MB each)`}
          accept={CLAIM_PHOTO_TYPES}
          multiple
          maxFiles={MAX_CLAIM_PHOTOS}
          previews
          buttonText="Add photo"
          files={values.photos}
          onChange={set('photos')}
        />
      </Form>
      <div className="claim-estimate" data-testid="claim-estimate" aria-live="polite">
        {credit === null
          ? 'Enter both tread depths to see the credit.'
          : `Estimated credit: ${formatAud(credit)}`}
      </div>
    </Dialog>
  );
}
