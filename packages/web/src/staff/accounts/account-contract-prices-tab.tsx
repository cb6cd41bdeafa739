import { useState } from 'react';
import {
  Alert,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  CONTRACT_PRICE_LABELS,
  contractPriceInput,
  type ContractPrice,
} from '@tyreline/domain/contract/staff-catalogue';
import { toCents } from '@tyreline/domain/money';
import { SearchFilter } from '../../components/filter-fields.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useContractPrices } from './api/get-contract-prices.ts';
import { useRemoveContractPrice } from './api/remove-contract-price.ts';
import { useSetContractPrice } from './api/set-contract-price.ts';
import { clearOnChange, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { Money } from '../../components/money.tsx';
import { LoadFailed, pagerOf } from '../components/staff-query-ui.tsx';

const PRICE_FIELDS = Object.keys(CONTRACT_PRICE_LABELS);

/** Sets an account's price for a product by SKU; an existing price for it is replaced. */
function PriceDialog({
  accountId,
  price,
  onClose,
}: {
  accountId: number;
  price: ContractPrice | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const set = useSetContractPrice(accountId);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const body = parseForm(form, contractPriceInput, PRICE_FIELDS, form.getFieldsValue());
    if (!body) return;
    set.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(`${data.sku} now costs this account its contract price.`);
        onClose();
      },
      onError: (error) => {
        if (!showServerErrors(form, PRICE_FIELDS, error))
          setFailure(error instanceof ApiError ? error.message : String(error));
      },
    });
  };

  return (
    <Modal
      open
      title={price ? `Contract price of ${price.sku}` : 'New contract price'}
      okText="Save price"
      okButtonProps={{ htmlType: 'submit', form: 'contract-price', loading: set.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="contract-price"
        layout="vertical"
        initialValues={price ?? { special_offer: false }}
        onFinish={submit}
        onValuesChange={clearOnChange(form)}
      >
        <Form.Item name="sku" label={CONTRACT_PRICE_LABELS.sku} required>
          <Input maxLength={100} disabled={!!price} />
        </Form.Item>
        <Form.Item name="best_price" label={CONTRACT_PRICE_LABELS.best_price} required>
          <InputNumber prefix="$" min={0} precision={2} className="staff-number" />
        </Form.Item>
        <Form.Item name="special_price" label={CONTRACT_PRICE_LABELS.special_price}>
          <InputNumber prefix="$" min={0} precision={2} className="staff-number" />
        </Form.Item>
        <Form.Item
          name="special_offer"
          label={CONTRACT_PRICE_LABELS.special_offer}
          valuePropName="checked"
          extra="On: the account pays the special price while it is above 0."
        >
          <Switch />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}

/** The account's own prices, which the shop charges instead of list price less its discount. */
export function AccountContractPricesTab({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState<string | undefined>();
  const prices = useContractPrices(accountId, page, q);
  const remove = useRemoveContractPrice(accountId);
  const [editing, setEditing] = useState<ContractPrice | 'new' | null>(null);

  const confirmRemove = (price: ContractPrice) =>
    Modal.confirm({
      title: `Remove the contract price of ${price.sku}?`,
      content: 'The account then pays list price less its discount for it.',
      okText: 'Remove price',
      okButtonProps: { danger: true },
      cancelText: 'Back',
      onOk: () => remove.mutateAsync(price.product_id).then(() => showSuccess(`Removed ${price.sku}.`)),
    });

  const columns: TableColumnsType<ContractPrice> = [
    { title: 'SKU', dataIndex: 'sku' },
    { title: 'Product', dataIndex: 'name', responsive: ['lg'] },
    {
      title: 'List price',
      dataIndex: 'list_price',
      align: 'right',
      render: (v: number) => <Money cents={toCents(v)} />,
    },
    {
      title: 'Contract price',
      dataIndex: 'best_price',
      align: 'right',
      render: (v: number) => <Money cents={toCents(v)} />,
    },
    {
      title: 'Special',
      dataIndex: 'special_price',
      align: 'right',
      render: (v: number, price) => (price.special_offer ? <Money cents={toCents(v)} /> : '—'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, price) => (
        <Space>
          <Button size="small" onClick={() => setEditing(price)} aria-label={`Change ${price.sku}`}>
            Change
          </Button>
          <Button size="small" danger onClick={() => confirmRemove(price)} aria-label={`Remove ${price.sku}`}>
            Remove
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="staff-tab">
      <div className="staff-filters">
        <SearchFilter
          id="contract-prices-q"
          label="Search"
          className="staff-filter staff-filter-search"
          value={q}
          placeholder="SKU or product name"
          onChange={(value) => {
            setQ(value ?? undefined);
            setPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          New contract price
        </Button>
      </div>
      {prices.isError && <LoadFailed what="The contract prices" error={prices.error} />}
      <div className="staff-table-wrap">
        <Table<ContractPrice>
          className="staff-contract-prices-table"
          rowKey="product_id"
          size="small"
          loading={prices.isFetching}
          columns={columns}
          dataSource={prices.data?.data ?? []}
          pagination={pagerOf(prices.data?.meta, setPage)}
          locale={{
            emptyText: (
              <span className="staff-muted">
                No contract prices: the account pays list price less its discount.
              </span>
            ),
          }}
        />
      </div>
      {editing && (
        <PriceDialog
          accountId={accountId}
          price={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
