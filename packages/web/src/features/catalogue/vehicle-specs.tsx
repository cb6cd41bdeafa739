import type { Vehicle } from '@tyreline/domain/contract/vehicles';
import { DescriptionList } from '../../ui/description-list.tsx';

const range = (min: number, max: number, unit = '') =>
  min === max ? `${min}${unit}` : `${min}–${max}${unit}`;

/** A vehicle's factory sizes, placard and wheel fitment, as the counter reads them out. */
export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  const { wheel, placard } = vehicle;
  const staggered = vehicle.tyre_sizes.length > 1;
  return (
    <section className="vehicle-specs" aria-labelledby="vehicle-title">
      <h2 id="vehicle-title" className="vehicle-title">
        {vehicle.make} {vehicle.model} {vehicle.variant}{' '}
        <span className="vehicle-years">({range(vehicle.year_from, vehicle.year_to)})</span>
      </h2>
      <DescriptionList
        bordered
        columns={2}
        items={[
          {
            key: 'sizes',
            label: 'Tyre size',
            children: (
              <span data-testid="vehicle-sizes">
                {vehicle.tyre_sizes.map((s) => (
                  <strong key={s.axle} className="vehicle-size">
                    {staggered && `${s.axle === 'front' ? 'Front' : 'Rear'} `}
                    {s.size}
                  </strong>
                ))}
              </span>
            ),
          },
          {
            key: 'placard',
            label: 'Placard minimum',
            children: `${placard.load_index}${placard.speed_rating} (load index ${placard.load_index}, speed ${placard.speed_rating})`,
          },
          { key: 'pcd', label: 'Bolt pattern (PCD)', children: wheel.bolt_pattern },
          { key: 'bore', label: 'Centre bore', children: `${wheel.centre_bore} mm` },
          { key: 'offset', label: 'Offset', children: `ET${wheel.offset_min} to ET${wheel.offset_max}` },
          {
            key: 'wheels',
            label: 'Wheel sizes',
            children: `${range(wheel.diameter_min, wheel.diameter_max, '"')} × ${range(wheel.rim_width_min, wheel.rim_width_max, '"')}`,
          },
          { key: 'thread', label: 'Thread', children: wheel.thread },
          { key: 'fastener', label: 'Nuts / bolts', children: wheel.fastener },
        ]}
      />
    </section>
  );
}
