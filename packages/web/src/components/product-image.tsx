import { useState } from 'react';

export const FALLBACK_IMAGE = '/no-image.svg';

/** A product picture that falls back to a neutral placeholder when the image is missing or broken. */
export function ProductImage({
  src,
  alt,
  size = 64,
}: {
  src: string | null | undefined;
  alt: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? FALLBACK_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="product-image"
      onError={() => setFailed(true)}
    />
  );
}
