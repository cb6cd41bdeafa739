import { useState } from 'react';
import { Modal } from 'antd';
import { HOME_IMAGE_TYPE } from '@tyreline/domain/enums';
import { useShopImages } from './api/get-shop-images.ts';
import { ImageLink } from './image-link.tsx';

const SEEN_KEY = 'tyreline.home.popup.seen';

const seen = () => sessionStorage.getItem(SEEN_KEY) === '1';

/** The popup image (type 3), once per browser session. */
export function HomePopup() {
  const [open, setOpen] = useState(() => !seen());
  const popups = useShopImages(HOME_IMAGE_TYPE.popup);
  const popup = popups.data?.[0];
  if (!popup) return null;

  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title={popup.title ?? 'News'}
      centered
      width={520}
      className="home-popup"
      afterOpenChange={(visible) => visible && sessionStorage.setItem(SEEN_KEY, '1')}
    >
      <ImageLink image={popup}>
        <img src={popup.url} alt={popup.title ?? ''} className="home-popup-image" />
      </ImageLink>
    </Modal>
  );
}
