import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLatestSearchParams } from '../../lib/latest-search-params.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CarIcon } from '../../ui/icons.tsx';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { candidateWheel } from '@tyreline/domain/vehicle-fit';
import { useVehicle } from './api/get-vehicles.ts';
import { WheelFitNote } from './vehicle-fit-notes.tsx';
import { VEHICLE_KEYS, VEHICLE_TAB } from './shop-filters.ts';
import './vehicle-finder.css';

/**
 * The vehicle chosen on the Vehicle tab (`vehicle` in the URL), for the Wheels tab: a bar naming it with what its
 * hubs take, and a note under each wheel saying whether it fits and why.
 */
export function useWheelVehicleFit() {
  const [params, setParams] = useLatestSearchParams();
  const id = params.get('vehicle') || undefined;
  const vehicle = useVehicle(id);
  const forget = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of VEHICLE_KEYS) next.delete(key);
        return next;
      }),
    [setParams],
  );
  const chosen = new URLSearchParams({ tab: VEHICLE_TAB });
  for (const key of VEHICLE_KEYS) {
    const value = params.get(key);
    if (value) chosen.set(key, value);
  }
  const chooseLink = `/shop?${chosen.toString()}`;

  const bar = !id ? (
    <p className="wheel-vehicle wheel-vehicle-none">
      <CarIcon /> <Link to={chooseLink}>Choose a vehicle</Link> to see which wheels fit it and why.
    </p>
  ) : vehicle.isError ? (
    <Alert
      className="shop-alert"
      type="warning"
      title={`The vehicle of this link could not be found: ${vehicle.error.message}`}
      action={
        <Button size="sm" onPress={forget}>
          Show wheels without it
        </Button>
      }
    />
  ) : (
    <div className="wheel-vehicle" role="status" data-testid="wheel-vehicle">
      <CarIcon />{' '}
      {vehicle.data ? (
        <span>
          Fit checks for{' '}
          <strong>
            {vehicle.data.make} {vehicle.data.model} {vehicle.data.variant} ({vehicle.data.year_from}–
            {vehicle.data.year_to})
          </strong>
          : bolt pattern {vehicle.data.wheel.bolt_pattern}, hub {vehicle.data.wheel.centre_bore} mm, offset ET
          {vehicle.data.wheel.offset_min} to ET{vehicle.data.wheel.offset_max}.
        </span>
      ) : (
        <span>Loading the vehicle…</span>
      )}{' '}
      <Link to={chooseLink}>Change vehicle</Link>{' '}
      <Button variant="link" size="sm" onPress={forget}>
        No vehicle
      </Button>
    </div>
  );

  const data = vehicle.data;
  const note = data ? (p: Product) => <WheelFitNote wheel={candidateWheel(p, data)} /> : undefined;
  return { bar, note, vehicle: data ?? null };
}
