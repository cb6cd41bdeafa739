import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShopImage } from './api/get-shop-images.ts';

/** A home image's link: internal links stay in the app, anything else is a plain link to another site. */
export function ImageLink({
  image,
  children,
  className,
  focusable = true,
}: {
  image: ShopImage;
  children: ReactNode;
  className?: string;
  /** False for a carousel slide out of view: hidden slides must not take keyboard focus. */
  focusable?: boolean;
}) {
  if (!image.link) return <div className={className}>{children}</div>;
  const tabIndex = focusable ? undefined : -1;
  if (image.link.startsWith('/') && !image.link.startsWith('//'))
    return (
      <Link to={image.link} className={className} tabIndex={tabIndex}>
        {children}
      </Link>
    );
  return (
    <a href={image.link} className={className} rel="noopener noreferrer" tabIndex={tabIndex}>
      {children}
    </a>
  );
}
