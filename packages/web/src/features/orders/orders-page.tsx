import { Card, Empty, Typography } from 'antd';

/** Order tracking: filled in by the orders issue. */
export default function OrdersPage() {
  return (
    <>
      <Typography.Title level={2} className="page-title">
        Orders
      </Typography.Title>
      <Card>
        <Empty description="Your orders will be listed here." />
      </Card>
    </>
  );
}
