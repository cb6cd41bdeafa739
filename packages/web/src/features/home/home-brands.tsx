import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { PlainAlert, PlainSkeleton } from '../../components/plain.tsx';
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
      {brands.isPending && <PlainSkeleton rows={1} className="home-brands-skeleton" />}
      {brands.isError && <PlainAlert type="warning" role="alert" title="Brands could not be loaded." />}
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
