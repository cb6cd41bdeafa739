import { useEffect, useRef, useState } from 'react';
import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { usePrefersReducedMotion } from '../../lib/reduced-motion.ts';
import { Alert } from '../../ui/alert.tsx';
import { useShopImages, type ShopImage } from './api/get-shop-images.ts';
import { ImageLink } from './image-link.tsx';

const AUTOPLAY_MS = 6000;

/**
 * The banners' strip: a native scroll-snap track (a swipe moves it on a phone) and its dots. It moves on by
 * itself every six seconds until the person takes over (a dot, a swipe), never under their pointer or
 * keyboard focus, and not at all for a reduced-motion preference.
 */
function BannerCarousel({ banners }: { banners: ShopImage[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const [takenOver, setTakenOver] = useState(false);
  const reduceMotion = usePrefersReducedMotion();

  const show = (index: number) => {
    const node = track.current;
    if (!node) return;
    node.scrollTo({ left: index * node.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const autoplay = banners.length > 1 && !held && !takenOver && !reduceMotion;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => show((current + 1) % banners.length), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  });

  return (
    <div
      className="home-banner-carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div
        ref={track}
        className="home-banner-track"
        onScroll={(event) => {
          const node = event.currentTarget;
          setCurrent(Math.round(node.scrollLeft / Math.max(1, node.clientWidth)));
        }}
        onTouchStart={() => setTakenOver(true)}
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="home-banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}`}
          >
            {/* Slides out of view take no keyboard focus. */}
            <ImageLink image={banner} className="home-banner" focusable={index === current}>
              <img
                src={banner.url}
                alt={banner.title ?? 'Promotion'}
                className="home-banner-image"
                width={1200}
                height={320}
                // The first banner is a phone's largest paint: fetched first, never lazily.
                fetchPriority={index === 0 ? 'high' : 'low'}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </ImageLink>
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <ul className="home-banner-dots">
          {banners.map((banner, index) => (
            <li key={banner.id}>
              <button
                type="button"
                aria-label={`Show promotion ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => {
                  setTakenOver(true);
                  show(index);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The banners (shop images of type 1), plain markup from the first paint: the box has the banners' shape
 * before anything arrives, so nothing below it moves.
 */
export function HomeBanners() {
  const banners = useShopImages(HOME_IMAGE_TYPE.banner);
  if (banners.isPending) return <div className="home-banner-skeleton" aria-hidden="true" />;
  if (banners.isError) return <Alert type="warning" title="Banners could not be loaded." />;
  if (banners.data.length === 0) return null;
  return (
    <section aria-label="Promotions" aria-roledescription="carousel" className="home-banners">
      <BannerCarousel banners={banners.data} />
    </section>
  );
}
