import { useState } from 'react';
import { lazyAntd } from '../../app/antd-island.tsx';
import { PlainButton } from '../../components/plain.tsx';
import { AppstoreAddIcon } from '../../components/plain-icons.tsx';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { Vehicle } from '@tyreline/domain/contract/vehicles';

/** The builder (an Ant Design drawer) loads when a wheel's Package is first tapped, not with the shop. */
const PackageBuilder = lazyAntd(() => import('./package-builder.tsx'));

/** The "Package" action on a wheel: opens the builder for it (for the vehicle whose view it is in, if any). */
export function PackageButton({ wheel, vehicle = null }: { wheel: Product; vehicle?: Vehicle | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton size="small" icon={<AppstoreAddIcon />} onClick={() => setOpen(true)}>
        <span>
          Package<span className="visually-hidden"> with {wheel.name}</span>
        </span>
      </PlainButton>
      {open && <PackageBuilder wheel={wheel} vehicle={vehicle} onClose={() => setOpen(false)} />}
    </>
  );
}
