import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { formatAud, toCents } from '@tyreline/domain/money';
import { useAccount } from './api/get-account.ts';

/** Account management: a first read-only view; editing and the password change come with their own issue. */
export default function AccountPage() {
  const account = useAccount();
  return (
    <>
      <Typography.Title level={2} className="page-title">
        Account Management
      </Typography.Title>
      <Card>
        {account.data ? (
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label="Account">{account.data.name}</Descriptions.Item>
            <Descriptions.Item label="Username">{account.data.username}</Descriptions.Item>
            <Descriptions.Item label="Email">{account.data.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Phone">{account.data.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Credit limit">{formatAud(toCents(account.data.credit_limit))}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </>
  );
}
