import { useState } from 'react';
import { formatAbn } from '@tyreline/domain/abn';
import { quoteSettings, type QuoteSettingsDto } from '@tyreline/domain/contract/retail-quotes';
import { MAX_QUOTE_VALID_DAYS } from '@tyreline/domain/retail';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Form, FormActions, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { useQuoteSettings, useSaveQuoteSettings } from './api/quote-settings.ts';

const FIELDS = ['shop_name', 'shop_abn', 'shop_phone', 'shop_address', 'quote_valid_days'] as const;

/** What the shop's saved quotes print about it (its retail name, ABN, phone, address) and how long they hold. */
export function QuoteSettingsForm() {
  const settings = useQuoteSettings();
  return settings.data ? <QuoteSettingsFields settings={settings.data} /> : <Skeleton />;
}

function QuoteSettingsFields({ settings }: { settings: QuoteSettingsDto }) {
  const save = useSaveQuoteSettings();
  const errors = useFormErrors(FIELDS);
  const [days, setDays] = useState<number | null>(settings.quote_valid_days);

  const submit = (values: FormValues) => {
    // The same schema the server checks with: the ABN's checksum is refused here before it is sent.
    const body = errors.parse(quoteSettings, { ...values, quote_valid_days: days });
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => showSuccess('Quote details saved'),
      onError: (error) => void errors.fromServer(error),
    });
  };

  return (
    <Form onSubmit={submit} className="quote-settings-form" {...errors.formProps}>
      <TextField
        name="shop_name"
        label="Shop name on quotes (empty for the account’s name)"
        defaultValue={settings.shop_name ?? ''}
        maxLength={100}
      />
      <TextField
        name="shop_abn"
        label="ABN"
        defaultValue={settings.shop_abn ? formatAbn(settings.shop_abn) : ''}
        maxLength={20}
        inputMode="numeric"
      />
      <TextField
        name="shop_phone"
        label="Phone"
        defaultValue={settings.shop_phone ?? ''}
        maxLength={30}
        inputMode="tel"
      />
      <TextArea
        name="shop_address"
        label="Address"
        defaultValue={settings.shop_address ?? ''}
        maxLength={200}
        rows={2}
      />
      <NumberField
        name="quote_valid_days"
        label={`A quote holds for (days, 1 to ${MAX_QUOTE_VALID_DAYS})`}
        value={days}
        onChange={setDays}
        min={1}
        max={MAX_QUOTE_VALID_DAYS}
        formatOptions={{ maximumFractionDigits: 0 }}
      />
      <FormActions>
        <Button type="submit" variant="primary" isPending={save.isPending}>
          Save quote details
        </Button>
      </FormActions>
    </Form>
  );
}
