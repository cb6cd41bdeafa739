import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import './dialog.css';

/** Content that may need to close its dialog, e.g. a Done button when the dialog opens from a `trigger`. */
type Closing = ReactNode | ((close: () => void) => ReactNode);

const fill = (content: Closing, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

interface Opening {
  /** Controlled: whether the dialog is open. Leave it out with `trigger` to let the trigger open it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A pressable element (our `Button`) that opens the dialog; focus returns to it on closing. */
  trigger?: ReactElement;
}

/** The overlay alone, or with its trigger: RAC's DialogTrigger then holds the open state unless it is controlled. */
function Triggered({ trigger, isOpen, onOpenChange, overlay }: Opening & { overlay: ReactElement }) {
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}

export interface DialogProps extends Opening {
  /** Names the dialog (its heading). */
  title: ReactNode;
  children: Closing;
  /** Under the content, right-aligned: the dialog's buttons. */
  footer?: Closing;
  /** Max width: sm 416 px (a confirmation), md 520 px (antd's default), lg 800 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Whether a click outside or Escape closes it. */
  isDismissable?: boolean;
  className?: string;
}

/** A modal dialog named by its title, with a Close button: antd's Modal on RAC (focus trapped and restored). */
export function Dialog({
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  className,
  ...opening
}: DialogProps) {
  const controlled = opening.trigger ? {} : { isOpen: opening.isOpen, onOpenChange: opening.onOpenChange };
  const overlay = (
    <ModalOverlay
      {...controlled}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="ui-dialog-overlay"
    >
      <Modal className={['ui-dialog', `ui-dialog-${size}`, className].filter(Boolean).join(' ')}>
        <AriaDialog className="ui-dialog-frame">
          {({ close }) => (
            <>
              <div className="ui-dialog-header">
                <Heading slot="title" className="ui-dialog-title">
                  {title}
                </Heading>
                <AriaButton className="ui-dialog-close" aria-label="Close" onPress={close}>
                  <CloseIcon />
                </AriaButton>
              </div>
              <div className="ui-dialog-body">{fill(children, close)}</div>
              {footer && <div className="ui-dialog-footer">{fill(footer, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  return <Triggered {...opening} overlay={overlay} />;
}

export interface ConfirmDialogProps extends Opening {
  /** The question, which names the dialog ("Clear the cart?"). */
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger`: the confirm button in red, for what cannot be undone. */
  tone?: 'danger' | 'default';
  /** A promise keeps the dialog open and the button pending until it settles; a rejection leaves it open. */
  onConfirm: () => void | Promise<unknown>;
}

/** A question before an action (antd's Popconfirm and Modal.confirm): Cancel, or the action named. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  ...opening
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const controlled = opening.trigger ? {} : { isOpen: opening.isOpen, onOpenChange: opening.onOpenChange };

  const confirm = async (close: () => void) => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return close();
    setPending(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure (its mutation's error); the question stays up to try again or cancel.
    } finally {
      setPending(false);
    }
  };

  const overlay = (
    <ModalOverlay
      {...controlled}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      className="ui-dialog-overlay"
    >
      <Modal className="ui-dialog ui-dialog-sm ui-dialog-confirm">
        <AriaDialog className="ui-dialog-frame">
          {({ close }) => (
            <>
              <Heading slot="title" className="ui-dialog-title">
                {title}
              </Heading>
              {description && <div className="ui-dialog-body">{description}</div>}
              <div className="ui-dialog-footer">
                <Button onPress={close} isDisabled={pending}>
                  {cancelLabel}
                </Button>
                <Button
                  variant="primary"
                  danger={tone === 'danger'}
                  isPending={pending}
                  onPress={() => void confirm(close)}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  return <Triggered {...opening} overlay={overlay} />;
}
