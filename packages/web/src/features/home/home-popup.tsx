import { useEffect, useState } from 'react';
import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { CloseIcon } from '../../components/plain-icons.tsx';
import { useShopImages } from './api/get-shop-images.ts';
import { ImageLink } from './image-link.tsx';

const SEEN_KEY = 'tyreline.home.popup.seen';

const seen = () => sessionStorage.getItem(SEEN_KEY) === '1';

/**
 * The popup image (type 3), once per browser session: shown in the page below the size search, never over
 * it, so it cannot stand between a signed-in user and the first search. A plain card (decision 0056): the
 * session's first home page is the one that shows it, so it must not bring Ant Design with it.
 */
export function HomePopup() {
  const [open, setOpen] = useState(() => !seen());
  const popups = useShopImages(HOME_IMAGE_TYPE.popup);
  const popup = popups.data?.[0];

  useEffect(() => {
    if (open && popup) sessionStorage.setItem(SEEN_KEY, '1');
  }, [open, popup]);

  if (!popup || !open) return null;
  const title = popup.title ?? 'News';
  return (
    <div className="plain-card home-popup">
      <div className="home-popup-head">
        <h2 className="home-popup-title">{title}</h2>
        <button type="button" className="home-popup-close" aria-label="Close" onClick={() => setOpen(false)}>
          <CloseIcon />
        </button>
      </div>
      <div className="home-popup-body">
        <ImageLink image={popup}>
          <img
            src={popup.url}
            alt={title}
            className="home-popup-image"
            width={600}
            height={400}
            loading="lazy"
          />
        </ImageLink>
      </div>
    </div>
  );
}
