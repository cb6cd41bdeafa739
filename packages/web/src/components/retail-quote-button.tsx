import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { download } from '../lib/http.ts';

interface Props {
  /** The products and quantities to quote (the cart's lines, or a package's). */
  lines: { product_id: number; qty: number }[];
  size?: 'small' | 'middle';
}

/** "Retail quote": asks for the customer's name (optional) and downloads the shop's quote PDF, sell prices only. */
export function RetailQuoteButton({ lines, size = 'middle' }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const customer = name.trim();
      await download('/api/cus/retail-quote', {
        method: 'POST',
        body: { lines, ...(customer ? { customer_name: customer } : {}) },
      });
      setOpen(false);
    } catch {
      // The http client has already shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size={size}
        icon={<FilePdfOutlined />}
        onClick={() => setOpen(true)}
        disabled={lines.length === 0}
      >
        Retail quote
      </Button>
      <Modal
        title="Retail quote"
        open={open}
        onCancel={() => setOpen(false)}
        okText="Download quote"
        onOk={() => void print()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <p>
          A PDF with your shop’s name and logo and your sell prices, fees and GST — never the trade price.
        </p>
        <label htmlFor="retail-quote-customer">Customer name (optional)</label>
        <Input
          id="retail-quote-customer"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void print()}
        />
      </Modal>
    </>
  );
}
