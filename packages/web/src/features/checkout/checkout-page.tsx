import { Card, Empty, Typography } from 'antd';

/** Checkout: filled in by the checkout issue. */
export default function CheckoutPage() {
  return (
    <>
      <Typography.Title level={2} className="page-title">
        Checkout
      </Typography.Title>
      <Card>
        <Empty description="Checkout is being prepared." />
      </Card>
    </>
  );
}
