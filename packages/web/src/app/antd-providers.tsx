import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import 'antd/dist/antd.css';
import { registerFeedbackApi } from '../lib/feedback.ts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { theme, validateMessages } from './theme.ts';

/** Hands antd's themed message and notification APIs to code outside React (the http client). */
function FeedbackBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => registerFeedbackApi({ message, notification }), [message, notification]);
  return null;
}

/**
 * Ant Design's theme, form messages and feedback APIs, with antd's static CSS. Never on a page's first load:
 * an island (antd-island.tsx) or a page that is all Ant Design brings it (decision 0056). A reduced-motion
 * preference turns antd's animations off.
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
