import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import 'antd/dist/antd.css';
import { setFeedbackApi } from '../lib/feedback.ts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { theme, validateMessages } from './theme.ts';

/** Hands antd's themed message and notification APIs to code outside React (the http client). */
function FeedbackBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => {
    setFeedbackApi({ message, notification });
    return () => setFeedbackApi(null);
  }, [message, notification]);
  return null;
}

/**
 * Ant Design's theme, form messages and feedback APIs. Loaded with the shared layout, not at the entry:
 * antd would take the login route past its 200 KB budget on its own. A reduced-motion preference turns antd's
 * animations off.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const reduceMotion = usePrefersReducedMotion();
  const themed = useMemo(
    () => (reduceMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reduceMotion],
  );
  return (
    <ConfigProvider theme={themed} locale={enGB} form={{ validateMessages }}>
      <AntApp message={{ maxCount: 3 }} notification={{ placement: 'top' }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
