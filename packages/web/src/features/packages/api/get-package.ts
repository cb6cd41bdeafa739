import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { CheckedPackage, PackageRequest, PackageTyres } from '@tyreline/domain/contract/packages';
import { http } from '../../../lib/http.ts';

/** `GET /api/cus/packages/tyres?wheel_id=&vehicle_id=`: the tyres in stock that go on the wheel (and meet the placard). */
export const usePackageTyres = (wheelId: number | null, vehicleId: number | null = null) =>
  useQuery({
    queryKey: ['packages', 'tyres', wheelId, vehicleId],
    queryFn: ({ signal }) =>
      http<{ data: PackageTyres }>('/api/cus/packages/tyres', {
        signal,
        query: { wheel_id: wheelId, ...(vehicleId !== null && { vehicle_id: vehicleId }) },
      }),
    select: (answer) => answer.data,
    enabled: wheelId !== null,
  });

/** `POST /api/cus/packages/check`: the package's lines priced, their sum and the lines stock cannot fill. */
export const useCheckedPackage = (request: PackageRequest | null) =>
  useQuery({
    queryKey: ['packages', 'check', request],
    queryFn: ({ signal }) =>
      http<{ data: CheckedPackage }>('/api/cus/packages/check', { method: 'POST', body: request, signal }),
    select: (answer) => answer.data,
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The add-ons a package offers: nuts, hub rings, valves and TPMS sensors from the accessories. */
export const ADD_ON_TYPES = ['wheel_nut', 'hub_ring', 'valve', 'tpms'];

/** `GET /api/cus/accessories` of the add-on types, in stock. */
export const useAddOns = (enabled: boolean) =>
  useQuery({
    queryKey: ['packages', 'add-ons'],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        ADD_ON_TYPES.map((type) =>
          http<{ data: Product[] }>('/api/cus/accessories', {
            signal,
            query: { auto_part_type: type, in_stock: true, per_page: 100 },
          }),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
    enabled,
    staleTime: 5 * 60_000,
  });
