import { useEffect } from 'react';
import { Button, Checkbox, Form, InputNumber, Radio, Skeleton } from 'antd';
import type { RetailSettingsDto } from '@tyreline/domain/contract/retail';
import { MAX_MARKUP_PERCENT } from '@tyreline/domain/retail';
import { showSuccess } from '../../lib/feedback.ts';
import { showFieldErrors, showServerErrors } from '../../lib/form-errors.ts';
import { useRetailSettings, useSaveRetailSettings } from './api/retail-settings.ts';

const FIELDS: (keyof RetailSettingsDto)[] = [
  'markup_kind',
  'markup_percent',
  'markup_fixed',
  'round_to_dollar',
  'fitting_fee',
  'balancing_fee',
];

/** The owner's sell prices for retail quotes: markup (percent or fixed per item), rounding, fees per tyre. */
export function RetailSettingsForm() {
  const [form] = Form.useForm<RetailSettingsDto>();
  const settings = useRetailSettings();
  const save = useSaveRetailSettings();
  const kind = Form.useWatch('markup_kind', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (!settings.data) return <Skeleton active />;

  const submit = (values: RetailSettingsDto) => {
    showFieldErrors(form, FIELDS, {});
    save.mutate(
      {
        ...settings.data!,
        ...values,
        markup_percent: values.markup_percent ?? 0,
        markup_fixed: values.markup_fixed ?? 0,
        fitting_fee: values.fitting_fee ?? null,
        balancing_fee: values.balancing_fee ?? null,
      },
      {
        onSuccess: () => showSuccess('Sell prices saved'),
        onError: (error) => void showServerErrors(form, FIELDS, error),
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      className="retail-settings-form"
      requiredMark={false}
    >
      <Form.Item name="markup_kind" label="Markup">
        <Radio.Group
          options={[
            { value: 'percent', label: 'Percentage' },
            { value: 'fixed', label: 'Fixed amount per item' },
          ]}
        />
      </Form.Item>
      {kind === 'fixed' ? (
        <Form.Item name="markup_fixed" label="Amount added per item ($)">
          <InputNumber min={0} step={5} precision={2} />
        </Form.Item>
      ) : (
        <Form.Item name="markup_percent" label={`Markup (%, 0 to ${MAX_MARKUP_PERCENT})`}>
          <InputNumber step={5} />
        </Form.Item>
      )}
      <Form.Item name="round_to_dollar" valuePropName="checked">
        <Checkbox>Round sell prices up to the dollar</Checkbox>
      </Form.Item>
      <Form.Item name="fitting_fee" label="Fitting fee per tyre ($, empty for none)">
        <InputNumber min={0} precision={2} />
      </Form.Item>
      <Form.Item name="balancing_fee" label="Balancing fee per tyre ($, empty for none)">
        <InputNumber min={0} precision={2} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save sell prices
      </Button>
    </Form>
  );
}
