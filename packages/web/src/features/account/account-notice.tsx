import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { noticeFlag } from '../../lib/session-storage.ts';

/** SPEC.md section 9: the notice appears 2 seconds after load. */
export const NOTICE_DELAY_MS = 2000;

/**
 * The account's red notice: shown 2 s after load while the session's notice flag is set (raised at sign-in);
 * closing it clears the flag, so it stays closed for the rest of the browser session.
 */
export function AccountNotice({ text }: { text: string | null }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!text || !noticeFlag.isSet()) return;
    const timer = window.setTimeout(() => setVisible(true), NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  if (!visible || !text) return null;
  return (
    <Alert
      type="error"
      banner
      showIcon
      role="alert"
      data-testid="account-notice"
      className="account-notice"
      title={<span className="account-notice-text">{text}</span>}
      closable={{
        'aria-label': 'Close notice',
        onClose: () => {
          noticeFlag.clear();
          setVisible(false);
        },
      }}
    />
  );
}
