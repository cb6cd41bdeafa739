import { PlainIcon } from '../../components/plain-icons.tsx';
import type { StaffIconDefinition } from './staff-icons.ts';

/** One of the back office's icons (staff-icons.ts) at the text's size and colour. Decorative: the text beside it names the thing. */
export function StaffIcon({ icon }: { icon: StaffIconDefinition }) {
  return (
    <span className="staff-icon" aria-hidden="true">
      <PlainIcon icon={icon} />
    </span>
  );
}
