import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const AntdProviders = lazy(() => import('./antd-providers.tsx').then((m) => ({ default: m.AntdProviders })));

/**
 * A part of a page drawn with Ant Design (a dialog, a form, a menu), loaded when it is first rendered and
 * wrapped in its own theme providers. The first screen of the busy pages is plain markup (decision 0056);
 * this is how Ant Design joins it later. `fallback` holds the place (and the size) until it arrives.
 */
export function AntdIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}

/**
 * `lazy()` for a component module that uses Ant Design: the module and Ant Design load on first render, in
 * parallel, and the component renders inside an AntdIsland. Props pass through.
 */
export function lazyAntd<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Component = lazy(load);
  function Island(props: P) {
    return (
      <AntdIsland fallback={fallback}>
        <Component {...props} />
      </AntdIsland>
    );
  }
  return Island;
}
