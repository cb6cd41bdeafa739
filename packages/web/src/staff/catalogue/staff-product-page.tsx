import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { StaffProduct } from '@tyreline/domain/contract/staff-catalogue';
import { staffMay } from '@tyreline/domain/staff';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DescriptionList } from '../../ui/description-list.tsx';
import { FormActions } from '../../ui/form.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { useEditProduct } from './api/edit-product.ts';
import { useSetProductStatus } from './api/set-product-status.ts';
import { useStaffProduct } from './api/get-staff-product.ts';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { ProductStatusTag } from './catalogue-page.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductStock } from './product-stock.tsx';
import { ConfirmSwitch, RefusalAlert, saveVersioned } from '../components/versioned-edit.tsx';
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
  const edit = useEditProduct(product.id);
  return (
    <Card size="sm" title="Details">
      <Stack gap="md">
        {/* Keyed by version: a save or someone else's change shows the product as it is now. The button
            stays, so what it announced while pending still names it. */}
        <ProductForm
          key={product.version}
          product={product}
          disabled={!canEdit}
          onSubmit={(body, errors) =>
            saveVersioned({ body, version: product.version, save: edit, errors, onRefused: onConflict })
          }
        />
        {canEdit && (
          <FormActions>
            <Button type="submit" form="product-details" variant="primary" isPending={edit.isPending}>
              Save changes
            </Button>
          </FormActions>
        )}
      </Stack>
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

  if (product.isPending) return <Skeleton rows={10} />;
  if (product.isError) return <LoadFailed what="This product" error={product.error} />;
  const current = product.data;
  const canEdit = staffMay(role, 'editCatalogue');
  const deactivating = current.active;

  return (
    <div className="staff-page" data-testid="staff-product">
      <Inline justify="between" gap="md">
        <StaffHeading title={`${current.name} · Catalogue`}>
          {current.name} <ProductStatusTag active={current.active} />
        </StaffHeading>
        <Inline gap="sm">
          {canEdit && (
            <ConfirmSwitch
              trigger={
                <Button danger={deactivating} isPending={status.isPending}>
                  {deactivating ? 'Deactivate…' : 'Reactivate…'}
                </Button>
              }
              title={deactivating ? `Deactivate ${current.name}?` : `Reactivate ${current.name}?`}
              description={
                deactivating
                  ? 'The shop stops listing it and it can no longer be ordered; its stock and prices are kept.'
                  : 'The shop lists it again and it can be ordered.'
              }
              confirmLabel={deactivating ? 'Deactivate product' : 'Reactivate product'}
              danger={deactivating}
              send={() => status.mutateAsync({ active: !deactivating, version: current.version })}
              done={(saved) => `${saved.name} is now ${saved.active ? 'active' : 'deactivated'}.`}
              onRefused={setConflict}
            />
          )}
          <Link to="/staff/catalogue">Back to catalogue</Link>
        </Inline>
      </Inline>
      <RefusalAlert text={conflict} onClose={() => setConflict(null)} />
      <DescriptionList
        bordered
        columns={2}
        className="staff-facts"
        items={[
          { key: 'sku', label: 'SKU', children: current.sku },
          { key: 'type', label: 'Type', children: current.type },
          { key: 'department', label: 'Department', children: current.department_id },
          { key: 'category', label: 'Category', children: current.category ?? '—' },
        ]}
      />
      <DetailsForm product={current} canEdit={canEdit} onConflict={setConflict} />
      <ProductStock productId={current.id} stock={current.stock} canAdjust={staffMay(role, 'adjustStock')} />
    </div>
  );
}
