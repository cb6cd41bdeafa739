import { useState } from 'react';
import { SPEED_RATINGS } from '@tyreline/domain/contract/catalogue';
import {
  PRODUCT_LABELS,
  productInput,
  type ProductInput,
  type StaffProduct,
} from '@tyreline/domain/contract/staff-catalogue';
import { toCents, toDollars } from '@tyreline/domain/money';
import { ComboBox } from '../../ui/combobox.tsx';
import { Form, useFormErrors } from '../../ui/form.tsx';
import { MoneyField, NumberField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCatalogueOptions } from './api/get-catalogue-options.ts';
import './product-form.css';

/** Puts a 422's messages beside the fields: the parent's send hands it its error. */
type ServerErrors = Pick<ReturnType<typeof useFormErrors>, 'fromServer'>;

const PRODUCT_FIELDS = Object.keys(PRODUCT_LABELS) as (keyof ProductInput)[];

/** The values being edited: an emptied number is null. */
type ProductValues = { [K in keyof ProductInput]?: ProductInput[K] | null };
type SpecName = 'width' | 'profile' | 'rim' | 'diameter' | 'rim_width' | 'offset' | 'center_bore';
type TextName = 'name' | 'load_index' | 'bolt_pattern' | 'finish';

/** The choice that leaves the speed rating empty. */
const NO_RATING = 'none';
const RATING_OPTIONS = [
  { value: NO_RATING, label: 'None' },
  ...SPEED_RATINGS.map((rating) => ({ value: rating, label: rating })),
];

/**
 * A product's name, brand, list price and the specs the shop shows for its type, checked with the server's
 * schema (the other types' specs are sent as loaded). The parent submits (a button with `form="product-details"`).
 */
export function ProductForm({
  product,
  onSubmit,
  disabled,
}: {
  product: StaffProduct;
  onSubmit: (body: ProductInput, errors: ServerErrors) => void;
  disabled: boolean;
}) {
  const options = useCatalogueOptions();
  const errors = useFormErrors(PRODUCT_FIELDS);
  const [values, setValues] = useState<ProductValues>(product);
  const set = (changes: ProductValues) => setValues((now) => ({ ...now, ...changes }));

  const submit = () => {
    const body = errors.parse(productInput, values);
    if (body) onSubmit(body, errors);
  };

  const text = (name: TextName) => ({
    name,
    label: PRODUCT_LABELS[name],
    value: values[name] ?? '',
    onChange: (value: string) => set({ [name]: value }),
    isDisabled: disabled,
  });
  // A number spec: empty is none.
  const spec = (name: SpecName, whole = false) => (
    <NumberField
      name={name}
      label={PRODUCT_LABELS[name]}
      value={values[name]}
      onChange={(value) => set({ [name]: value })}
      formatOptions={whole ? { maximumFractionDigits: 0 } : undefined}
      isDisabled={disabled}
    />
  );

  return (
    <Form id="product-details" onSubmit={submit} {...errors.formProps}>
      <div className="product-form-grid">
        <TextField {...text('name')} isRequired maxLength={200} className="product-form-wide" />
        <ComboBox
          name="brand_id"
          label={PRODUCT_LABELS.brand_id}
          options={(options.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          selectedKey={values.brand_id == null ? null : String(values.brand_id)}
          onSelectionChange={(id) => set({ brand_id: id === null ? null : Number(id) })}
          isLoading={options.isPending}
          isDisabled={disabled}
        />
        <MoneyField
          name="list_price"
          label={PRODUCT_LABELS.list_price}
          isRequired
          description="In dollars, GST included."
          value={values.list_price == null ? null : toCents(values.list_price)}
          onChange={(cents) => set({ list_price: cents === null ? null : toDollars(cents) })}
          min={0}
          isDisabled={disabled}
        />
        {product.type === 'tyre' && (
          <>
            {spec('width', true)}
            {spec('profile', true)}
            {spec('rim')}
            <TextField {...text('load_index')} maxLength={10} />
            <Select
              name="speed_rating"
              label={PRODUCT_LABELS.speed_rating}
              options={RATING_OPTIONS}
              value={values.speed_rating ?? NO_RATING}
              onChange={(rating) => set({ speed_rating: rating === NO_RATING ? null : rating })}
              isDisabled={disabled}
            />
            <SwitchField
              name="runflat"
              label={PRODUCT_LABELS.runflat}
              isSelected={values.runflat === true}
              onChange={(runflat) => set({ runflat })}
              isDisabled={disabled}
            />
          </>
        )}
        {product.type === 'wheel' && (
          <>
            {spec('diameter')}
            {spec('rim_width')}
            <TextField {...text('bolt_pattern')} maxLength={20} placeholder="5x114.3" />
            {spec('offset', true)}
            {spec('center_bore')}
            <TextField {...text('finish')} maxLength={50} />
          </>
        )}
      </div>
    </Form>
  );
}
