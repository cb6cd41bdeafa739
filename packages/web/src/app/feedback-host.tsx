import { createRoot } from 'react-dom/client';
import { AntdProviders } from './antd-providers.tsx';

/** An empty Ant Design <App> of its own, so a message can show on a page that has loaded no Ant Design yet. */
export function mountFeedbackHost(): void {
  const host = document.createElement('div');
  host.dataset.feedbackHost = '';
  document.body.append(host);
  createRoot(host).render(<AntdProviders>{null}</AntdProviders>);
}
