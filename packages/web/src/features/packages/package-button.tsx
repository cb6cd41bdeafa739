import { lazy, Suspense, useState } from 'react';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { Vehicle } from '@tyreline/domain/contract/vehicles';
import { Button } from '../../ui/button.tsx';
import { AppstoreAddIcon } from '../../ui/icons.tsx';

/** The builder (a drawer with its own searches and table) loads when a wheel's Package is first tapped, not with the shop. */
const PackageBuilder = lazy(() => import('./package-builder.tsx'));

/** The "Package" action on a wheel: opens the builder for it (for the vehicle whose view it is in, if any). */
export function PackageButton({ wheel, vehicle = null }: { wheel: Product; vehicle?: Vehicle | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" icon={<AppstoreAddIcon />} onPress={() => setOpen(true)}>
        <span>
          Package<span className="visually-hidden"> with {wheel.name}</span>
        </span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PackageBuilder wheel={wheel} vehicle={vehicle} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
