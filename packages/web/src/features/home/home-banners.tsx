import { Alert, Carousel, Skeleton } from 'antd';
import { Link } from 'react-router';
import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { useShopImages, type ShopImage } from './api/get-shop-images.ts';

/** Internal links stay in the app; anything else is a plain link to another site. */
export function ImageLink({
  image,
  children,
  className,
}: {
  image: ShopImage;
  children: React.ReactNode;
  className?: string;
}) {
  if (!image.link) return <div className={className}>{children}</div>;
  if (image.link.startsWith('/') && !image.link.startsWith('//'))
    return (
      <Link to={image.link} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={image.link} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The banner carousel (shop images of type 1). */
export function HomeBanners() {
  const banners = useShopImages(HOME_IMAGE_TYPE.banner);
  if (banners.isPending) return <Skeleton.Node active className="home-banner-skeleton" />;
  if (banners.isError) return <Alert type="warning" showIcon title="Banners could not be loaded." />;
  if (banners.data.length === 0) return null;
  return (
    <section aria-label="Promotions" className="home-banners">
      <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={6000} draggable>
        {banners.data.map((banner) => (
          <div key={banner.id}>
            <ImageLink image={banner} className="home-banner">
              <img src={banner.url} alt={banner.title ?? 'Promotion'} className="home-banner-image" />
            </ImageLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
