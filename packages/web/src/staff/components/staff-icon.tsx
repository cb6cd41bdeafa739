import type { StaffIconPaths } from './staff-icons.ts';

/** One of the back office's icons (staff-icons.ts) at the text's size and colour. Decorative: the text beside it names the thing. */
export function StaffIcon({ icon }: { icon: StaffIconPaths }) {
  return (
    <span className="staff-icon" aria-hidden="true">
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
        {icon.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
