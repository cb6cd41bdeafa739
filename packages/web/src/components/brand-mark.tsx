/** The Tyreline wordmark: a tyre ring and the name, for dark backgrounds unless `tone="dark"`. */
export function BrandMark({ tone = 'light', size = 22 }: { tone?: 'light' | 'dark'; size?: number }) {
  const ink = tone === 'light' ? 'var(--color-text-inverse)' : 'var(--color-ink-strong)';
  return (
    <span className={`brand-mark brand-mark-${tone}`} style={{ fontSize: size, color: ink }}>
      <svg width={size * 1.25} height={size * 1.25} viewBox="0 0 64 64" aria-hidden="true">
        <circle
          cx="32"
          cy="32"
          r="29"
          style={{ fill: tone === 'light' ? 'var(--color-surface-dark-raised)' : 'var(--color-ink-strong)' }}
        />
        <circle cx="32" cy="32" r="18" fill="none" style={{ stroke: 'var(--color-brand)' }} strokeWidth="8" />
        <circle cx="32" cy="32" r="5" style={{ fill: 'var(--color-brand)' }} />
      </svg>
      <span>
        Tyre<span className="brand-mark-accent">line</span>
      </span>
    </span>
  );
}
