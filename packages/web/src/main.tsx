// First: zod must be told before any schema is built (see the file).
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { restoreSession } from './lib/session.ts';
import { UiRouterProvider } from './ui/router-provider.tsx';
import './ui/base.css';
import './app/app.css';

void restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <UiRouterProvider navigate={(path) => void router.navigate(path)}>
        <RouterProvider router={router} />
      </UiRouterProvider>
    </Providers>
  </StrictMode>,
);
