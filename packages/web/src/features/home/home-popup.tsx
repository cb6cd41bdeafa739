import { useEffect, useState } from 'react';
import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { useShopImages } from './api/get-shop-images.ts';
import { ImageLink } from './image-link.tsx';

const SEEN_KEY = 'tyreline.home.popup.seen';

const seen = () => sessionStorage.getItem(SEEN_KEY) === '1';

/**
 * The popup image (type 3), once per browser session: shown in the page below the size search, never over
 * it, so it cannot stand between a signed-in user and the first search: a card, not a dialog.
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
    <Card
      size="sm"
      className="home-popup"
      title={<h2 className="home-popup-title">{title}</h2>}
      extra={<Button variant="text" icon={<CloseIcon />} aria-label="Close" onPress={() => setOpen(false)} />}
    >
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
    </Card>
  );
}
