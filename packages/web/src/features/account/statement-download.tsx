import { useState } from 'react';
import { DownloadButton } from '../../components/download-button.tsx';
import { DatePicker } from '../../ui/date-picker.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Inline } from '../../ui/stack.tsx';
import { PERIOD_CHOICES, presetPeriod, type Period, type PeriodChoice } from './statement-period.ts';

const CHOICES = PERIOD_CHOICES.map((value) => ({ value, label: value }));

/** The account statement for a period: opening balance, invoices, credit notes, payments, closing balance. */
export function StatementDownload() {
  const [choice, setChoice] = useState<PeriodChoice>('This month');
  const [custom, setCustom] = useState<Period>(() => presetPeriod('This month', new Date()));
  const period = choice === 'Custom dates' ? custom : presetPeriod(choice, new Date());
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const fixed = choice !== 'Custom dates';
  return (
    <div className="account-statement">
      <p className="account-help">Your ledger between two dates, with the opening and closing balance.</p>
      <div className="account-statement-form">
        <NativeSelect
          label="Period"
          options={CHOICES}
          value={choice}
          onChange={(value) => setChoice(value as PeriodChoice)}
        />
        <DatePicker
          label="From"
          value={period.from || null}
          isDisabled={fixed}
          onChange={(from) => setCustom({ ...custom, from: from ?? '' })}
        />
        <DatePicker
          label="To"
          value={period.to || null}
          isDisabled={fixed}
          onChange={(to) => setCustom({ ...custom, to: to ?? '' })}
          errorMessage={valid ? undefined : 'The end date is before the start date'}
        />
      </div>
      <Inline>
        <DownloadButton path="/api/cus/statement" query={{ ...period, format: 'pdf' }} isDisabled={!valid}>
          Statement (PDF)
        </DownloadButton>
        <DownloadButton path="/api/cus/statement" query={{ ...period, format: 'csv' }} isDisabled={!valid}>
          Statement (CSV)
        </DownloadButton>
      </Inline>
    </div>
  );
}
