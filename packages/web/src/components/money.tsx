import { formatAud, type Cents } from '@tyreline/domain/money';
import './money.css';

/** An amount as both apps print it, through the domain's formatAud: '$ 1,234.50 AUD', on one line. */
export const Money = ({ cents }: { cents: Cents }) => <span className="money">{formatAud(cents)}</span>;
