import { useState } from 'react';
import type { RetailSettingsDto } from '@tyreline/domain/contract/retail';
import { MAX_MARKUP_PERCENT } from '@tyreline/domain/retail';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Form, FormActions, useFormErrors } from '../../ui/form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRetailSettings, useSaveRetailSettings } from './api/retail-settings.ts';

const FIELDS = [
  'markup_kind',
  'markup_percent',
  'markup_fixed',
  'round_to_dollar',
  'fitting_fee',
  'balancing_fee',
] as const;

const KINDS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount per item' },
];

/** Dollars and cents, always two decimals. */
const CENTS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The owner's sell prices for retail quotes: markup (percent or fixed per item), rounding, fees per tyre. */
export function RetailSettingsForm() {
  const settings = useRetailSettings();
  return settings.data ? <RetailSettingsFields settings={settings.data} /> : <Skeleton />;
}

function RetailSettingsFields({ settings }: { settings: RetailSettingsDto }) {
  const save = useSaveRetailSettings();
  const errors = useFormErrors(FIELDS);
  const [values, setValues] = useState(settings);
  const set = (change: Partial<RetailSettingsDto>) => setValues({ ...values, ...change });

  // The server checks the figures; its 422 puts each message under its field.
  const submit = () => {
    errors.clear();
    save.mutate(values, {
      onSuccess: () => showSuccess('Sell prices saved'),
      onError: (error) => void errors.fromServer(error),
    });
  };

  return (
    <Form onSubmit={submit} className="retail-settings-form" {...errors.formProps}>
      <RadioGroup
        name="markup_kind"
        label="Markup"
        options={KINDS}
        value={values.markup_kind}
        onChange={(kind) => set({ markup_kind: kind as RetailSettingsDto['markup_kind'] })}
      />
      {values.markup_kind === 'fixed' ? (
        <NumberField
          name="markup_fixed"
          label="Amount added per item ($)"
          value={values.markup_fixed}
          onChange={(n) => set({ markup_fixed: n ?? 0 })}
          min={0}
          formatOptions={CENTS}
        />
      ) : (
        <NumberField
          name="markup_percent"
          label={`Markup (%, 0 to ${MAX_MARKUP_PERCENT})`}
          value={values.markup_percent}
          onChange={(n) => set({ markup_percent: n ?? 0 })}
        />
      )}
      <Checkbox
        name="round_to_dollar"
        isSelected={values.round_to_dollar}
        onChange={(on) => set({ round_to_dollar: on })}
      >
        Round sell prices up to the dollar
      </Checkbox>
      <NumberField
        name="fitting_fee"
        label="Fitting fee per tyre ($, empty for none)"
        value={values.fitting_fee}
        onChange={(n) => set({ fitting_fee: n })}
        min={0}
        formatOptions={CENTS}
      />
      <NumberField
        name="balancing_fee"
        label="Balancing fee per tyre ($, empty for none)"
        value={values.balancing_fee}
        onChange={(n) => set({ balancing_fee: n })}
        min={0}
        formatOptions={CENTS}
      />
      <FormActions>
        <Button type="submit" variant="primary" isPending={save.isPending}>
          Save sell prices
        </Button>
      </FormActions>
    </Form>
  );
}
