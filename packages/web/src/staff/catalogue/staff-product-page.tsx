import { useState } from 'react';
import { Button, Card, Descriptions, Form, Skeleton, Space } from 'antd';
import { Link, useParams } from 'react-router';
import type { ProductInput, StaffProduct } from '@tyreline/domain/contract/staff-catalogue';
import { staffMay } from '@tyreline/domain/staff';
import { useEditProduct } from './api/edit-product.ts';
import { useSetProductStatus } from './api/set-product-status.ts';
import { useStaffProduct } from './api/get-staff-product.ts';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { ProductStatusTag } from './catalogue-page.tsx';
import { PRODUCT_FIELDS, ProductForm, parseProductForm } from './product-form.tsx';
import { ProductStock } from './product-stock.tsx';
import { RefusalAlert, confirmSwitch, versionedSubmit } from '../components/versioned-edit.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

/** The product's settings, saved with the version they were loaded at. */
function DetailsForm({
  product,
  canEdit,
  onConflict,
}: {
  product: StaffProduct;
  canEdit: boolean;
  onConflict: (text: string | null) => void;
}) {
  const [form] = Form.useForm<ProductInput>();
  const edit = useEditProduct(product.id);

  const submit = versionedSubmit({
    form,
    fields: PRODUCT_FIELDS,
    parse: parseProductForm,
    version: product.version,
    save: edit,
    onRefused: onConflict,
  });

  return (
    <Card size="small" title="Details">
      <ProductForm form={form} product={product} onFinish={submit} disabled={!canEdit} />
      {canEdit && (
        <Button type="primary" htmlType="submit" form="product-details" loading={edit.isPending}>
          Save changes
        </Button>
      )}
    </Card>
  );
}

/** One product: its details (sales and admin edit them), deactivation, and stock per warehouse. */
export function StaffProductPage() {
  const id = Number(useParams().id);
  const product = useStaffProduct(id);
  const status = useSetProductStatus(id);
  const role = useStaffMe().data?.role;
  const [conflict, setConflict] = useState<string | null>(null);

  if (product.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (product.isError) return <LoadFailed what="This product" error={product.error} />;
  const current = product.data;
  const canEdit = staffMay(role, 'editCatalogue');

  const toggle = () => {
    const deactivating = current.active;
    confirmSwitch({
      title: deactivating ? `Deactivate ${current.name}?` : `Reactivate ${current.name}?`,
      content: deactivating
        ? 'The shop stops listing it and it can no longer be ordered; its stock and prices are kept.'
        : 'The shop lists it again and it can be ordered.',
      okText: deactivating ? 'Deactivate product' : 'Reactivate product',
      danger: deactivating,
      send: () => status.mutateAsync({ active: !deactivating, version: current.version }),
      done: (saved) => `${saved.name} is now ${saved.active ? 'active' : 'deactivated'}.`,
      onRefused: setConflict,
    });
  };

  return (
    <div className="staff-page" data-testid="staff-product">
      <div className="staff-order-head">
        <StaffHeading title={`${current.name} · Catalogue`}>
          {current.name} <ProductStatusTag active={current.active} />
        </StaffHeading>
        <Space wrap>
          {canEdit && (
            <Button danger={current.active} onClick={toggle} loading={status.isPending}>
              {current.active ? 'Deactivate…' : 'Reactivate…'}
            </Button>
          )}
          <Link to="/staff/catalogue">Back to catalogue</Link>
        </Space>
      </div>
      <RefusalAlert text={conflict} onClose={() => setConflict(null)} />
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 4 }} className="staff-facts">
        <Descriptions.Item label="SKU">{current.sku}</Descriptions.Item>
        <Descriptions.Item label="Type">{current.type}</Descriptions.Item>
        <Descriptions.Item label="Department">{current.department_id}</Descriptions.Item>
        <Descriptions.Item label="Category">{current.category ?? '—'}</Descriptions.Item>
      </Descriptions>
      {/* Keyed by version: a save or someone else's change shows the product as it is now. */}
      <DetailsForm key={current.version} product={current} canEdit={canEdit} onConflict={setConflict} />
      <ProductStock productId={current.id} stock={current.stock} canAdjust={staffMay(role, 'adjustStock')} />
    </div>
  );
}
