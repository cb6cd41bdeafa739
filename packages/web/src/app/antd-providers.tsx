import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import 'antd/dist/antd.css';
import { setFeedbackApi } from '../lib/feedback.ts';
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
 * antd would take the login route past its 200 KB budget on its own.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={enGB} form={{ validateMessages }}>
      <AntApp message={{ maxCount: 3 }} notification={{ placement: 'top' }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
