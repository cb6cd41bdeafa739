/** The Tyreline wordmark: a tyre ring and the name, for dark backgrounds unless `tone="dark"`. */
export function BrandMark({ tone = 'light', size = 22 }: { tone?: 'light' | 'dark'; size?: number }) {
  const ink = tone === 'light' ? '#ffffff' : '#141414';
  return (
    <span className={`brand-mark brand-mark-${tone}`} style={{ fontSize: size, color: ink }}>
      <svg width={size * 1.25} height={size * 1.25} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="29" fill={tone === 'light' ? '#262626' : '#141414'} />
        <circle cx="32" cy="32" r="18" fill="none" stroke="#fadb14" strokeWidth="8" />
        <circle cx="32" cy="32" r="5" fill="#fadb14" />
      </svg>
      <span>
        Tyre<span className="brand-mark-accent">line</span>
      </span>
    </span>
  );
}
