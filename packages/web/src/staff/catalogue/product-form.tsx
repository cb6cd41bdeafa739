import { Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { SPEED_RATINGS } from '@tyreline/domain/contract/catalogue';
import {
  PRODUCT_LABELS,
  productInput,
  type ProductInput,
  type StaffProduct,
} from '@tyreline/domain/contract/staff-catalogue';
import { useCatalogueOptions } from './api/get-catalogue-options.ts';
import { clearOnChange, parseForm } from '../../lib/form-errors.ts';

export const PRODUCT_FIELDS = Object.keys(PRODUCT_LABELS) as (keyof ProductInput)[];

/** Every value (the other types' specs as loaded) checked with the server's schema; null after showing the errors. */
export const parseProductForm = (form: FormInstance<ProductInput>) =>
  parseForm(form, productInput, PRODUCT_FIELDS, form.getFieldsValue(true));

/** A number spec: empty is none. */
function Spec({ name, step, precision }: { name: keyof ProductInput; step?: number; precision?: number }) {
  return (
    <Form.Item name={name} label={PRODUCT_LABELS[name]}>
      <InputNumber step={step} precision={precision} className="staff-number" />
    </Form.Item>
  );
}

/** A product's name, brand, list price and the specs the shop shows for its type. The parent submits. */
export function ProductForm({
  form,
  product,
  onFinish,
  disabled,
}: {
  form: FormInstance<ProductInput>;
  product: StaffProduct;
  onFinish: () => void;
  disabled: boolean;
}) {
  const options = useCatalogueOptions();
  return (
    <Form
      form={form}
      name="product-details"
      layout="vertical"
      className="staff-account-form"
      initialValues={product}
      onFinish={onFinish}
      onValuesChange={clearOnChange(form)}
      disabled={disabled}
    >
      <Form.Item name="name" label={PRODUCT_LABELS.name} required className="staff-span-2">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="brand_id" label={PRODUCT_LABELS.brand_id}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={options.isPending}
          options={(options.data?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </Form.Item>
      <Form.Item
        name="list_price"
        label={PRODUCT_LABELS.list_price}
        required
        extra="In dollars, GST included."
      >
        <InputNumber prefix="$" min={0} step={10} precision={2} className="staff-number" />
      </Form.Item>
      {product.type === 'tyre' && (
        <>
          <Spec name="width" precision={0} />
          <Spec name="profile" precision={0} />
          <Spec name="rim" step={0.5} />
          <Form.Item name="load_index" label={PRODUCT_LABELS.load_index}>
            <Input maxLength={10} />
          </Form.Item>
          <Form.Item name="speed_rating" label={PRODUCT_LABELS.speed_rating}>
            <Select allowClear options={SPEED_RATINGS.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
        </>
      )}
      {product.type === 'wheel' && (
        <>
          <Spec name="diameter" step={0.5} />
          <Spec name="rim_width" step={0.5} />
          <Form.Item name="bolt_pattern" label={PRODUCT_LABELS.bolt_pattern}>
            <Input maxLength={20} placeholder="5x114.3" />
          </Form.Item>
          <Spec name="offset" precision={0} />
          <Spec name="center_bore" step={0.1} />
          <Form.Item name="finish" label={PRODUCT_LABELS.finish}>
            <Input maxLength={50} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="runflat"
        label={PRODUCT_LABELS.runflat}
        valuePropName="checked"
        hidden={product.type !== 'tyre'}
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}
