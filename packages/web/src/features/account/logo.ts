/** What the header and the notice take from an account's logo field (docs/product.md §3). */
export interface LogoInfo {
  imageUrl: string | null;
  /** The red notice's text, when the logo JSON has show set; always rendered as text, never as HTML. */
  notice: string | null;
}

const NONE: LogoInfo = { imageUrl: null, notice: null };

/** Only web and site-relative URLs may become an <img src>; anything else (javascript:, data:) is dropped. */
function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !/\s/.test(url)) return url;
  return null;
}

/** The logo is a JSON string `{ cusLogo, show, text }` or a plain URL; anything else is ignored. */
export function parseLogo(logo: string | null | undefined): LogoInfo {
  const raw = logo?.trim();
  if (!raw) return NONE;
  if (!raw.startsWith('{')) return { imageUrl: safeImageUrl(raw), notice: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NONE;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NONE;
  const { cusLogo, show, text } = value as Record<string, unknown>;
  const showing = show === 1 || show === '1' || show === true;
  const notice = showing && typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
  return { imageUrl: safeImageUrl(cusLogo), notice };
}
