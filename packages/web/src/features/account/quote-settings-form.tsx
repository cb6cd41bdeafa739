import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Skeleton } from 'antd';
import { formatAbn } from '@tyreline/domain/abn';
import { quoteSettings, type QuoteSettingsDto } from '@tyreline/domain/contract/retail-quotes';
import { MAX_QUOTE_VALID_DAYS } from '@tyreline/domain/retail';
import { showSuccess } from '../../lib/feedback.ts';
import { parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { useQuoteSettings, useSaveQuoteSettings } from './api/quote-settings.ts';

const FIELDS: (keyof QuoteSettingsDto)[] = [
  'shop_name',
  'shop_abn',
  'shop_phone',
  'shop_address',
  'quote_valid_days',
];

/** What the shop's saved quotes print about it (its retail name, ABN, phone, address) and how long they hold. */
export function QuoteSettingsForm() {
  const [form] = Form.useForm<Record<keyof QuoteSettingsDto, string | number | null>>();
  const settings = useQuoteSettings();
  const save = useSaveQuoteSettings();

  useEffect(() => {
    const s = settings.data;
    if (s) form.setFieldsValue({ ...s, shop_abn: s.shop_abn ? formatAbn(s.shop_abn) : null });
  }, [settings.data, form]);

  if (!settings.data) return <Skeleton active />;

  const submit = (values: Record<string, unknown>) => {
    const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
    // The same schema the server checks with: the ABN's checksum is refused here before it is sent.
    const body = parseForm(form, quoteSettings, FIELDS, {
      shop_name: text('shop_name'),
      shop_abn: text('shop_abn'),
      shop_phone: text('shop_phone'),
      shop_address: text('shop_address'),
      quote_valid_days: values.quote_valid_days ?? null,
    });
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => showSuccess('Quote details saved'),
      onError: (error) => void showServerErrors(form, FIELDS, error),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      className="quote-settings-form"
      requiredMark={false}
    >
      <Form.Item name="shop_name" label="Shop name on quotes (empty for the account’s name)">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="shop_abn" label="ABN">
        <Input maxLength={20} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="shop_phone" label="Phone">
        <Input maxLength={30} inputMode="tel" />
      </Form.Item>
      <Form.Item name="shop_address" label="Address">
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="quote_valid_days" label={`A quote holds for (days, 1 to ${MAX_QUOTE_VALID_DAYS})`}>
        <InputNumber min={1} max={MAX_QUOTE_VALID_DAYS} precision={0} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save quote details
      </Button>
    </Form>
  );
}
