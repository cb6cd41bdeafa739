import { formatAud } from '@tyreline/domain/money';

/** An amount in dollars as the back office prints it: '$ 1,234.50 AUD', figures lined up. */
export const StaffMoney = ({ dollars }: { dollars: number }) => (
  <span className="staff-money">{formatAud(Math.round(dollars * 100))}</span>
);
