import { Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { DownloadButton } from '../../components/download-button.tsx';
import { PERIOD_CHOICES, presetPeriod, type Period, type PeriodChoice } from './statement-period.ts';

/** The account statement for a period: opening balance, invoices, credit notes, payments, closing balance. */
export function StatementDownload() {
  const [choice, setChoice] = useState<PeriodChoice>('This month');
  const [custom, setCustom] = useState<Period>(() => presetPeriod('This month', new Date()));
  const period = choice === 'Custom dates' ? custom : presetPeriod(choice, new Date());
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  return (
    <div className="account-statement">
      <Typography.Paragraph type="secondary">
        Your ledger between two dates, with the opening and closing balance.
      </Typography.Paragraph>
      <Form layout="vertical" className="account-statement-form">
        <Form.Item label="Period" htmlFor="statement-period">
          <Select
            id="statement-period"
            value={choice}
            onChange={setChoice}
            options={PERIOD_CHOICES.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item label="From" htmlFor="statement-from">
          <Input
            id="statement-from"
            type="date"
            value={period.from}
            disabled={choice !== 'Custom dates'}
            onChange={(e) => setCustom({ ...custom, from: e.target.value })}
          />
        </Form.Item>
        <Form.Item
          label="To"
          htmlFor="statement-to"
          validateStatus={valid ? undefined : 'error'}
          help={valid ? undefined : 'The end date is before the start date'}
        >
          <Input
            id="statement-to"
            type="date"
            value={period.to}
            disabled={choice !== 'Custom dates'}
            onChange={(e) => setCustom({ ...custom, to: e.target.value })}
          />
        </Form.Item>
      </Form>
      <Space wrap>
        <DownloadButton path="/api/cus/statement" query={{ ...period, format: 'pdf' }} disabled={!valid}>
          Statement (PDF)
        </DownloadButton>
        <DownloadButton path="/api/cus/statement" query={{ ...period, format: 'csv' }} disabled={!valid}>
          Statement (CSV)
        </DownloadButton>
      </Space>
    </div>
  );
}
