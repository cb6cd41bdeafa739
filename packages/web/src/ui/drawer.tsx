import type { CSSProperties, ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { CloseIcon } from './icons.tsx';
import './drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the drawer (its heading). */
  title: ReactNode;
  children: ReactNode;
  /** At the header's far end, e.g. Export CSV and Clear cart. */
  extra?: ReactNode;
  /** Pinned under the scrolling body, e.g. the totals and Checkout. */
  footer?: ReactNode;
  /** Width in px on a tablet and up (antd's 378 by default); the whole width below 768 px. */
  width?: number;
  className?: string;
}

/**
 * antd's Drawer on RAC: a modal side sheet from the right, named by its title, with Close before it; a click
 * outside or Escape closes it, and focus returns to what opened it.
 */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  children,
  extra,
  footer,
  width = 378,
  className,
}: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="ui-drawer-overlay">
      <Modal
        className={className ? `ui-drawer ${className}` : 'ui-drawer'}
        style={{ '--ui-drawer-width': `${width}px` } as CSSProperties}
      >
        <AriaDialog className="ui-drawer-frame">
          {({ close }) => (
            <>
              <div className="ui-drawer-header">
                <AriaButton className="ui-drawer-close" aria-label="Close" onPress={close}>
                  <CloseIcon />
                </AriaButton>
                <Heading slot="title" className="ui-drawer-title">
                  {title}
                </Heading>
                {extra && <div className="ui-drawer-extra">{extra}</div>}
              </div>
              <div className="ui-drawer-body">{children}</div>
              {footer && <div className="ui-drawer-footer">{footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
