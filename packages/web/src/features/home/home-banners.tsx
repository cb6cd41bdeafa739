import { useState } from 'react';
import { Alert, Carousel, Skeleton } from 'antd';
import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { useShopImages } from './api/get-shop-images.ts';
import { ImageLink } from './image-link.tsx';

/** The banner carousel (shop images of type 1). */
export function HomeBanners() {
  const banners = useShopImages(HOME_IMAGE_TYPE.banner);
  const [current, setCurrent] = useState(0);
  if (banners.isPending) return <Skeleton.Node active className="home-banner-skeleton" />;
  if (banners.isError) return <Alert type="warning" showIcon title="Banners could not be loaded." />;
  if (banners.data.length === 0) return null;
  return (
    <section aria-label="Promotions" className="home-banners">
      {/* Not infinite: slick's cloned slides would put hidden, focusable links in the page. */}
      <Carousel
        autoplay={{ dotDuration: true }}
        autoplaySpeed={6000}
        draggable
        infinite={false}
        afterChange={setCurrent}
      >
        {banners.data.map((banner, index) => (
          <div key={banner.id}>
            <ImageLink image={banner} className="home-banner" focusable={index === current}>
              <img
                src={banner.url}
                alt={banner.title ?? 'Promotion'}
                className="home-banner-image"
                width={1200}
                height={320}
              />
            </ImageLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
