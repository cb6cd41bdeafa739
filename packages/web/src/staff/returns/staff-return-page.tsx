import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Skeleton,
  Space,
  Table,
} from 'antd';
import { Link, useParams } from 'react-router';
import type { StaffReturn } from '@tyreline/domain/contract/returns';
import { toCents } from '@tyreline/domain/money';
import { RETURN_REASON_LABELS, restockingFeeLabel, type ReturnCondition } from '@tyreline/domain/returns';
import { staffMay } from '@tyreline/domain/staff';
import { Money } from '../../components/money.tsx';
import { ReturnStatusTag } from '../../components/return-status-tag.tsx';
import { ReturnTimeline } from '../../components/return-timeline.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { ApiError } from '../../lib/http-client.ts';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useDecideStaffReturn, type ReturnDecision } from './api/decide-staff-return.ts';
import { useStaffReturn } from './api/get-staff-return.ts';
import { StaffHeading } from '../components/staff-heading.tsx';

const money = (dollars: number) => <Money cents={toCents(dollars)} />;
const CONDITION_LABELS: Record<ReturnCondition, string> = { saleable: 'Saleable', write_off: 'Write off' };

function Facts({ ret }: { ret: StaffReturn }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} className="staff-facts return-facts">
      <Descriptions.Item label="Account">{ret.account.name}</Descriptions.Item>
      <Descriptions.Item label="Order">
        <Link to={`/staff/orders/${ret.order.id}`}>{ret.order.name}</Link>
      </Descriptions.Item>
      <Descriptions.Item label="Asked">
        {formatDateTime(ret.created_at)}
        {ret.requested_by && ` by ${ret.requested_by}`}
      </Descriptions.Item>
      <Descriptions.Item label="Reason">
        {RETURN_REASON_LABELS[ret.reason]} ({restockingFeeLabel(ret.reason).toLowerCase()})
      </Descriptions.Item>
      <Descriptions.Item label="Customer’s note">{ret.note ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Value">{money(ret.value)}</Descriptions.Item>
      {ret.decision_note && (
        <Descriptions.Item label="Rejected because">{ret.decision_note}</Descriptions.Item>
      )}
      {ret.warehouse && <Descriptions.Item label="Received at">{ret.warehouse.name}</Descriptions.Item>}
      {ret.restocking_fee !== null && (
        <Descriptions.Item label="Restocking fee">{money(ret.restocking_fee)}</Descriptions.Item>
      )}
      {ret.credit_note && (
        <Descriptions.Item label="Credit note">
          <span data-testid="return-credit-note">
            {ret.credit_note.number} · {money(ret.credit_note.amount)}
          </span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

type Dialog = 'reject' | 'receive' | null;

/** One return: its facts, lines and timeline, and the step staff may take next (approve, reject, receive). */
export function StaffReturnPage() {
  const id = Number(useParams().id);
  const found = useStaffReturn(id);
  const decide = useDecideStaffReturn(id);
  const role = useStaffMe().data?.role;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const [receiveForm] = Form.useForm<{ warehouse_id: number; conditions: Record<string, ReturnCondition> }>();

  if (found.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (found.isError) return <LoadFailed what="This return" error={found.error} />;
  const ret = found.data;

  const send = (decision: ReturnDecision, done: string) => {
    setConflict(null);
    decide.mutate(decision, {
      onSuccess: () => {
        setDialog(null);
        showSuccess(done);
      },
      onError: (error) => {
        setDialog(null);
        if (error instanceof ApiError) setConflict(error.message);
      },
    });
  };

  const mayDecide = ret.status === 'requested' && staffMay(role, 'decideReturns');
  const mayReceive = ret.status === 'approved' && staffMay(role, 'receiveReturns');
  const waiting =
    ret.status === 'requested'
      ? 'Waiting for sales to approve or reject it.'
      : ret.status === 'approved'
        ? 'Approved: waiting for the warehouse to receive the goods.'
        : `This return is ${ret.status}.`;

  return (
    <div className="staff-page" data-testid="staff-return">
      <div className="staff-order-head">
        <StaffHeading title={`${ret.number} · Returns`}>
          {ret.number} <ReturnStatusTag status={ret.status} />
        </StaffHeading>
        <Link to="/staff/returns">Back to returns</Link>
      </div>

      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={conflict}
          description="The return below is as it is now."
          closable
        />
      )}

      <Card size="small" title="Actions" className="staff-actions">
        {mayDecide || mayReceive ? (
          <Space wrap>
            {mayDecide && (
              <>
                <Button
                  type="primary"
                  loading={decide.isPending && decide.variables?.step === 'approve'}
                  onClick={() =>
                    send({ step: 'approve', version: ret.version }, `${ret.number} is approved.`)
                  }
                >
                  Approve
                </Button>
                <Button danger onClick={() => setDialog('reject')}>
                  Reject…
                </Button>
              </>
            )}
            {mayReceive && (
              <Button type="primary" onClick={() => setDialog('receive')}>
                Receive…
              </Button>
            )}
          </Space>
        ) : (
          <span>{waiting}</span>
        )}
      </Card>

      <Facts ret={ret} />

      <div className="staff-order-body">
        <Card size="small" title="Lines" className="staff-lines">
          {/* Focusable, so a keyboard can scroll it where the lines are wider than a phone. */}
          <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="Lines of the return">
            <Table
              rowKey="line_no"
              size="small"
              pagination={false}
              dataSource={ret.lines}
              columns={[
                { title: 'Line', dataIndex: 'line_no', align: 'right', responsive: ['md'] },
                { title: 'SKU', dataIndex: 'sku', responsive: ['md'] },
                { title: 'Product', dataIndex: 'name' },
                { title: 'Qty', dataIndex: 'qty', align: 'right' },
                { title: 'Unit', dataIndex: 'unit_price', align: 'right', render: money, responsive: ['sm'] },
                {
                  title: 'Condition',
                  dataIndex: 'condition',
                  render: (c: ReturnCondition | null) => (c ? CONDITION_LABELS[c] : '—'),
                },
              ]}
            />
          </div>
        </Card>
        <Card size="small" title="Timeline" className="staff-history">
          <ReturnTimeline events={ret.events} />
        </Card>
      </div>

      <Modal
        open={dialog === 'reject'}
        title={`Reject ${ret.number}`}
        okText="Reject return"
        cancelText="Back"
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onCancel={() => setDialog(null)}
        onOk={() => rejectForm.submit()}
        destroyOnHidden
      >
        <Form
          form={rejectForm}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) =>
            send(
              { step: 'reject', version: ret.version, reason: reason.trim() },
              `${ret.number} is rejected.`,
            )
          }
        >
          <Form.Item
            label="Reason (the customer reads it)"
            name="reason"
            rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 500 }]}
          >
            <Input.TextArea rows={3} autoFocus />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={dialog === 'receive'}
        title={`Receive ${ret.number}`}
        okText="Receive"
        cancelText="Back"
        okButtonProps={{ loading: decide.isPending }}
        onCancel={() => setDialog(null)}
        onOk={() => receiveForm.submit()}
        destroyOnHidden
      >
        <Form
          form={receiveForm}
          layout="vertical"
          preserve={false}
          initialValues={{
            warehouse_id: ret.warehouses[0]?.id,
            conditions: Object.fromEntries(ret.lines.map((l) => [String(l.line_no), 'saleable'])),
          }}
          onFinish={(values) =>
            send(
              {
                step: 'receive',
                version: ret.version,
                warehouse_id: values.warehouse_id,
                lines: ret.lines.map((l) => ({
                  line_no: l.line_no,
                  condition: values.conditions[String(l.line_no)] ?? 'saleable',
                })),
              },
              `${ret.number} is received.`,
            )
          }
        >
          <Form.Item
            label="Warehouse"
            name="warehouse_id"
            htmlFor="return-warehouse"
            rules={[{ required: true, message: 'Warehouse is required' }]}
          >
            <Select
              id="return-warehouse"
              options={ret.warehouses.map((w) => ({ value: w.id, label: w.name }))}
            />
          </Form.Item>
          {ret.lines.map((line) => (
            <Form.Item
              key={line.line_no}
              label={`${line.qty} × ${line.name}`}
              name={['conditions', String(line.line_no)]}
            >
              <Radio.Group
                aria-label={`Condition of line ${line.line_no}`}
                options={[
                  { value: 'saleable', label: 'Saleable (back on the shelf)' },
                  { value: 'write_off', label: 'Write off' },
                ]}
              />
            </Form.Item>
          ))}
          <p>
            The credit note is the lines at their order price
            {ret.restocking_fee === null && ret.reason !== 'damaged_in_transit'
              ? `, less the ${restockingFeeLabel(ret.reason).toLowerCase()}`
              : ''}
            .
          </p>
        </Form>
      </Modal>
    </div>
  );
}
