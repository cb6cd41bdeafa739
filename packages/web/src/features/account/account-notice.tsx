import { useEffect, useState, type ReactNode } from 'react';
import { CloseCircleIcon, CloseIcon } from '../../ui/icons.tsx';
import { noticeFlag } from '../../lib/session.ts';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';

/** docs/product.md §3: the notice appears 2 seconds after load. */
const NOTICE_DELAY_MS = 2000;

/**
 * The account's red notice: shown 2 s after load while the session's notice flag is set (raised at sign-in);
 * closing it clears the flag, so it stays closed for the rest of the browser session. Its space is taken
 * from the first paint (the notice laid out but hidden), so its arrival moves nothing the user may be
 * about to tap. On a phone it keeps to one line, cut short, and a tap shows it whole.
 */
export function AccountNotice({ text }: { text: string | null }) {
  const [flagged, setFlagged] = useState(() => noticeFlag.isSet());
  const [visible, setVisible] = useState(false);
  const [whole, setWhole] = useState(false);
  const phone = !useMediaQuery(MEDIA.md);

  useEffect(() => {
    if (!text || !flagged) return;
    const timer = window.setTimeout(() => setVisible(true), NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, flagged]);

  if (!text || !flagged) return null;
  if (!visible) return <AccountNoticeSpace text={text} />;
  return (
    <NoticeBand
      className={whole ? 'account-notice account-notice-whole' : 'account-notice'}
      onClose={() => {
        noticeFlag.clear();
        setFlagged(false);
      }}
    >
      {phone ? (
        <button
          type="button"
          className="account-notice-text account-notice-toggle"
          aria-expanded={whole}
          onClick={() => setWhole(!whole)}
        >
          {text}
        </button>
      ) : (
        <span className="account-notice-text">{text}</span>
      )}
    </NoticeBand>
  );
}

/** The red band itself (Ant Design's error banner, drawn plainly): icon, text, close button. */
function NoticeBand({
  className,
  onClose,
  hidden = false,
  children,
}: {
  className: string;
  onClose?: () => void;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={className}
      role={hidden ? undefined : 'alert'}
      data-testid={hidden ? undefined : 'account-notice'}
    >
      <CloseCircleIcon className="account-notice-icon" />
      <div className="account-notice-body">{children}</div>
      <button type="button" className="account-notice-close" aria-label="Close notice" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The notice's own layout, invisible and hidden from assistive technology, holding its place until it shows. */
function AccountNoticeSpace({ text }: { text: string }) {
  return (
    <div className="account-notice-space" aria-hidden="true" data-testid="account-notice-space">
      <NoticeBand className="account-notice" hidden>
        <span className="account-notice-text">{text}</span>
      </NoticeBand>
    </div>
  );
}
