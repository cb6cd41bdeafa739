import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
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
import { clearOnChange, errorText, showFieldErrors, showServerErrors } from '../../lib/form-errors.ts';
import { useSubmitClaim } from './api/claims.ts';

interface Values {
  dot_code?: string;
  original_tread_mm?: number | null;
  remaining_tread_mm?: number | null;
  fault?: WarrantyFault;
  description?: string;
  photos?: UploadFile[];
}

const FIELDS = [
  'dot_code',
  'original_tread_mm',
  'remaining_tread_mm',
  'fault',
  'description',
  'photos',
] as const;
const MB = 1024 * 1024;

/** The credit the one domain rule gives for the depths typed so far, or null while they are incomplete. */
function estimate(line: ClaimableLine, original?: number | null, remaining?: number | null): number | null {
  if (original == null || remaining == null) return null;
  if (Object.keys(treadProblems(original, remaining)).length > 0) return null;
  return proRataCreditCents(toCents(line.unit_price), original, remaining);
}

/** The checks the browser can make before sending (the server makes them all again). */
function problemsOf(values: Values): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const dot = parseDot(values.dot_code ?? '', new Date());
  if (!dot.ok) errors.dot_code = [dot.message];
  if (values.original_tread_mm == null)
    errors.original_tread_mm = [`${CLAIM_LABELS.original_tread_mm} is required`];
  if (values.remaining_tread_mm == null)
    errors.remaining_tread_mm = [`${CLAIM_LABELS.remaining_tread_mm} is required`];
  if (values.original_tread_mm != null && values.remaining_tread_mm != null)
    for (const [field, message] of Object.entries(
      treadProblems(values.original_tread_mm, values.remaining_tread_mm),
    ))
      errors[field] = [message];
  if (!values.fault) errors.fault = ['Choose the fault'];
  const photos = values.photos ?? [];
  const large = photos
    .filter((p) => (p.size ?? 0) > MAX_CLAIM_PHOTO_BYTES)
    .map((p) => `"${p.name}" is larger than 5 MB`);
  if (photos.length > MAX_CLAIM_PHOTOS) large.unshift(`Send at most ${MAX_CLAIM_PHOTOS} photos`);
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
  const [form] = Form.useForm<Values>();
  const submit = useSubmitClaim(orderId);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const original = Form.useWatch('original_tread_mm', form);
  const remaining = Form.useWatch('remaining_tread_mm', form);
  const credit = estimate(line, original, remaining);

  const send = () => {
    const values = form.getFieldsValue(true) as Values;
    const errors = problemsOf(values);
    showFieldErrors(form, FIELDS, errors);
    if (Object.keys(errors).length > 0) return;
    setRefusal(null);
    const body = new FormData();
    body.set('order_line_id', String(line.order_line_id));
    body.set('dot_code', values.dot_code ?? '');
    body.set('original_tread_mm', String(values.original_tread_mm));
    body.set('remaining_tread_mm', String(values.remaining_tread_mm));
    body.set('fault', values.fault ?? '');
    if (values.description) body.set('description', values.description);
    for (const photo of values.photos ?? [])
      if (photo.originFileObj) body.append('photos', photo.originFileObj, photo.name);
    submit.mutate(body, {
      onSuccess: ({ data }) => {
        onClose();
        void navigate(`/claims/${data.id}`);
      },
      onError: (error) => {
        if (!showServerErrors(form, FIELDS, error)) setRefusal(errorText(error));
      },
    });
  };

  return (
    <Modal
      open
      title={`Warranty claim: ${line.name}`}
      okText="Send claim"
      onOk={send}
      confirmLoading={submit.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <p className="claim-form-intro">
        SKU {line.sku} · {formatAud(toCents(line.unit_price))} each. The credit is the price times the tread
        left above the {LEGAL_MIN_TREAD_MM} mm legal minimum, over the tread it had new above it.
      </p>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onValuesChange={clearOnChange(form)}
        onFinish={send}
        className="claim-form"
      >
        <Form.Item
          name="dot_code"
          label={CLAIM_LABELS.dot_code}
          required
          extra="The last 4 digits of the DOT number on the sidewall: week and year, e.g. 2423"
        >
          <Input maxLength={40} autoComplete="off" inputMode="text" />
        </Form.Item>
        <div className="claim-form-row">
          <Form.Item name="original_tread_mm" label={`${CLAIM_LABELS.original_tread_mm} (mm)`} required>
            <InputNumber min={0} max={MAX_TREAD_MM} step={0.1} precision={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remaining_tread_mm" label={`${CLAIM_LABELS.remaining_tread_mm} (mm)`} required>
            <InputNumber min={0} max={MAX_TREAD_MM} step={0.1} precision={1} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="fault" label={CLAIM_LABELS.fault} required>
          <Select options={faultOptions()} placeholder="Choose the fault" aria-label={CLAIM_LABELS.fault} />
        </Form.Item>
        <Form.Item name="description" label={CLAIM_LABELS.description}>
          <Input.TextArea rows={3} maxLength={2000} placeholder="Where on the tyre, after how many km…" />
        </Form.Item>
        <Form.Item
          name="photos"
          label={`${CLAIM_LABELS.photos} (up to ${MAX_CLAIM_PHOTOS}, JPEG, PNG or WebP, ${MAX_CLAIM_PHOTO_BYTES / MB} MB each)`}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
        >
          <Upload
            listType="picture-card"
            accept={CLAIM_PHOTO_TYPES.join(',')}
            multiple
            maxCount={MAX_CLAIM_PHOTOS}
            beforeUpload={() => false}
          >
            <button type="button" className="claim-photo-add">
              <PlusOutlined />
              <span>Add photo</span>
            </button>
          </Upload>
        </Form.Item>
      </Form>
      <div className="claim-estimate" data-testid="claim-estimate" aria-live="polite">
        {credit === null
          ? 'Enter both tread depths to see the credit.'
          : `Estimated credit: ${formatAud(credit)}`}
      </div>
    </Modal>
  );
}
