// First: zod must be told before any schema is built (see the file).
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { setFeedbackHost } from './lib/feedback.ts';
import { restoreSession } from './lib/session.ts';
import './app/app.css';

// A message before any Ant Design has loaded brings its own host (decision 0056).
setFeedbackHost(() => import('./app/feedback-host.tsx').then((host) => host.mountFeedbackHost()));
void restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
