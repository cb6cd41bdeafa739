import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { Alert } from '../../ui/alert.tsx';
import { SkeletonBlock } from '../../ui/skeleton.tsx';
import { useShopImages } from './api/get-shop-images.ts';
import { ImageLink } from './image-link.tsx';

/** The brand strip (type 2): each brand opens the shop filtered by it. */
export function HomeBrands() {
  const brands = useShopImages(HOME_IMAGE_TYPE.brand);
  return (
    <section aria-labelledby="home-brands-title" className="home-section">
      <h2 id="home-brands-title" className="home-section-title">
        Shop by brand
      </h2>
      {brands.isPending && <SkeletonBlock height={64} />}
      {brands.isError && <Alert type="warning" title="Brands could not be loaded." />}
      {brands.data && (
        <ul className="home-brands">
          {brands.data.map((brand) => (
            <li key={brand.id}>
              <ImageLink image={{ ...brand, link: brand.link ?? '/shop?tab=tyres' }} className="home-brand">
                <img src={brand.url} alt={brand.title ?? 'Brand'} loading="lazy" />
              </ImageLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
