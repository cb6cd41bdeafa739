import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Skeleton, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { DECISION_LABELS } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { staffMay } from '@tyreline/domain/staff';
import { DownloadOutlined } from '@ant-design/icons';
import { ClaimFacts, ClaimPhotos, ClaimTimeline, ClaimStatusTag } from '../../components/warranty-claim.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { clearOnChange, errorText, showServerErrors } from '../../lib/form-errors.ts';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { RefusalAlert } from '../components/versioned-edit.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { staffAccessToken } from '../session/staff-session.ts';
import { downloadClaimPdf, useDecideClaim, useStaffClaim } from './api/claims.ts';
import { StaffHeading } from '../components/staff-heading.tsx';

type Dialog = 'approve' | 'adjust' | 'reject' | null;

/** One claim: its facts and photos, the computed credit, the decision (approve, adjust, reject) and its PDF. */
export function StaffClaimPage() {
  const id = Number(useParams().id);
  const claim = useStaffClaim(id);
  const role = useStaffMe().data?.role;
  const decide = useDecideClaim(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [form] = Form.useForm<{ credit?: number | null; reason?: string }>();

  if (claim.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (claim.isError) return <LoadFailed what="This claim" error={claim.error} />;
  const current = claim.data;
  const mayDecide = staffMay(role, 'decideClaims') && current.status === 'submitted';

  const close = () => {
    setDialog(null);
    form.resetFields();
  };
  const send = () => {
    const values = form.getFieldsValue();
    const body =
      dialog === 'approve'
        ? { kind: 'approve' as const, version: current.version }
        : dialog === 'adjust'
          ? {
              kind: 'adjust' as const,
              version: current.version,
              credit: values.credit ?? 0,
              reason: values.reason ?? '',
            }
          : { kind: 'reject' as const, version: current.version, reason: values.reason ?? '' };
    setRefusal(null);
    decide.mutate(body, {
      onSuccess: ({ data }) => {
        close();
        showSuccess(
          data.status === 'approved'
            ? `${data.number} approved: ${formatAud(toCents(data.credit ?? 0))} credited (${data.credit_note}).`
            : `${data.number} rejected.`,
        );
      },
      onError: (error) => {
        if (!showServerErrors(form, ['credit', 'reason'], error)) {
          close();
          setRefusal(errorText(error));
        }
      },
    });
  };

  const pdf = async () => {
    setPdfBusy(true);
    try {
      await downloadClaimPdf(current.id);
    } catch {
      // The http client has shown why.
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="staff-page claim-page" data-testid="staff-claim">
      <title>{`Claim ${current.number} — Back office`}</title>
      <div className="staff-order-head">
        <StaffHeading title={`Warranty claim ${current.number}`}>
          Warranty claim {current.number} <ClaimStatusTag status={current.status} />
        </StaffHeading>
        <Space wrap>
          {mayDecide && (
            <>
              <Button type="primary" onClick={() => setDialog('approve')}>
                Approve
              </Button>
              <Button onClick={() => setDialog('adjust')}>Adjust…</Button>
              <Button danger onClick={() => setDialog('reject')}>
                Reject…
              </Button>
            </>
          )}
          <Button icon={<DownloadOutlined />} loading={pdfBusy} onClick={() => void pdf()}>
            Claim PDF
          </Button>
          <Link to="/staff/claims">Back to claims</Link>
        </Space>
      </div>
      <RefusalAlert text={refusal} onClose={() => setRefusal(null)} />
      <p>
        Account <Link to={`/staff/accounts/${current.account.id}`}>{current.account.name}</Link>
      </p>
      <div className="claim-page-grid">
        <section aria-labelledby="staff-claim-facts">
          <h2 id="staff-claim-facts" className="visually-hidden">
            The claim
          </h2>
          <ClaimFacts
            claim={current}
            orderLink={<Link to={`/staff/orders/${current.order.id}`}>{current.order.number}</Link>}
          />
          {current.decision_note && (
            <p className="claim-decision-note">Decision note: {current.decision_note}</p>
          )}
          <h2 className="claim-section-title">Photos</h2>
          <ClaimPhotos
            claim={current}
            pathOf={(photoId) => `/api/staff/claims/${current.id}/photos/${photoId}`}
            token={staffAccessToken}
          />
        </section>
        <section aria-labelledby="staff-claim-timeline">
          <h2 id="staff-claim-timeline" className="claim-section-title">
            Timeline
          </h2>
          <ClaimTimeline claim={current} />
        </section>
      </div>
      <Modal
        open={dialog !== null}
        title={
          dialog === 'approve'
            ? `Approve ${current.number}`
            : dialog === 'adjust'
              ? `Adjust the credit of ${current.number}`
              : `Reject ${current.number}`
        }
        okText={
          dialog === 'approve'
            ? 'Approve and credit'
            : dialog === 'adjust'
              ? 'Approve at this credit'
              : 'Reject claim'
        }
        okButtonProps={{ danger: dialog === 'reject' }}
        confirmLoading={decide.isPending}
        onOk={send}
        onCancel={close}
        cancelText="Back"
        destroyOnHidden
      >
        {dialog === 'approve' ? (
          <p>
            A credit note for <strong>{formatAud(toCents(current.computed_credit))}</strong>, the pro-rata
            credit, goes to {current.account.name}’s ledger.
          </p>
        ) : (
          <Form form={form} layout="vertical" onValuesChange={clearOnChange(form)} onFinish={send}>
            {dialog === 'adjust' && (
              <Form.Item
                name="credit"
                label={`${DECISION_LABELS.credit} ($)`}
                extra={`Computed ${formatAud(toCents(current.computed_credit))}; at most ${formatAud(toCents(current.unit_price))}, the tyre’s price.`}
                required
              >
                <InputNumber
                  min={0.01}
                  max={current.unit_price}
                  step={1}
                  precision={2}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            )}
            <Form.Item name="reason" label={DECISION_LABELS.reason} required>
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
