import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import type { Product } from '@tyreline/domain/contract/catalogue';

/** The builder's code loads when a wheel's Package is first tapped, not with the shop. */
const PackageBuilder = lazy(() => import('./package-builder.tsx'));

/** The "Package" action on a wheel: opens the builder for it. */
export function PackageButton({ wheel }: { wheel: Product }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<AppstoreAddOutlined aria-hidden />} onClick={() => setOpen(true)}>
        <span>
          Package<span className="visually-hidden"> with {wheel.name}</span>
        </span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PackageBuilder wheel={wheel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
