import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle, VehicleFitment, VehicleVariant } from '@tyreline/domain/contract/vehicles';
import { http } from '../../../lib/http.ts';

const FITMENT_DATA_STALE = 30 * 60_000;

/** `GET /api/cus/vehicles/makes`. */
export const useVehicleMakes = () =>
  useQuery(
    queryOptions({
      queryKey: ['vehicles', 'makes'],
      queryFn: ({ signal }) => http<{ data: string[] }>('/api/cus/vehicles/makes', { signal, inline: true }),
      select: (answer) => answer.data,
      staleTime: FITMENT_DATA_STALE,
    }),
  );

/** `GET /api/cus/vehicles/models?make=`, once a make is chosen. */
export const useVehicleModels = (make: string | undefined) =>
  useQuery({
    queryKey: ['vehicles', 'models', make],
    queryFn: ({ signal }) =>
      http<{ data: string[] }>('/api/cus/vehicles/models', { signal, query: { make }, inline: true }),
    select: (answer) => answer.data,
    staleTime: FITMENT_DATA_STALE,
    enabled: make !== undefined,
  });

/** `GET /api/cus/vehicles/years?make=&model=`, newest first. */
export const useVehicleYears = (make: string | undefined, model: string | undefined) =>
  useQuery({
    queryKey: ['vehicles', 'years', make, model],
    queryFn: ({ signal }) =>
      http<{ data: number[] }>('/api/cus/vehicles/years', { signal, query: { make, model }, inline: true }),
    select: (answer) => answer.data,
    staleTime: FITMENT_DATA_STALE,
    enabled: make !== undefined && model !== undefined,
  });

/** `GET /api/cus/vehicles?make=&model=&year=`: the variants of a model year. */
export const useVehicleVariants = (
  make: string | undefined,
  model: string | undefined,
  year: string | undefined,
) =>
  useQuery({
    queryKey: ['vehicles', 'variants', make, model, year],
    queryFn: ({ signal }) =>
      http<{ data: VehicleVariant[] }>('/api/cus/vehicles', {
        signal,
        query: { make, model, year },
        inline: true,
      }),
    select: (answer) => answer.data,
    staleTime: FITMENT_DATA_STALE,
    enabled: make !== undefined && model !== undefined && year !== undefined,
  });

/** `GET /api/cus/vehicles/{id}/fitment`: the vehicle and the stock that fits it (stock is fresh each time). */
export const useVehicleFitment = (id: string | undefined) =>
  useQuery({
    queryKey: ['vehicles', 'fitment', id],
    queryFn: ({ signal }) =>
      http<{ data: VehicleFitment }>(`/api/cus/vehicles/${id}/fitment`, { signal, inline: true }),
    select: (answer) => answer.data,
    enabled: id !== undefined,
  });

/** `GET /api/cus/vehicles/{id}`: a vehicle's sizes and wheel fitment, without the stock search (the Wheels tab's fit checks). */
export const useVehicle = (id: string | undefined) =>
  useQuery({
    queryKey: ['vehicles', 'one', id],
    queryFn: ({ signal }) => http<{ data: Vehicle }>(`/api/cus/vehicles/${id}`, { signal, inline: true }),
    select: (answer) => answer.data,
    staleTime: FITMENT_DATA_STALE,
    enabled: id !== undefined,
    retry: false,
  });
