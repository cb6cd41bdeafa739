import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../../lib/latest-search-params.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { pageMeta } from '@tyreline/domain/contract/common';
import type { CandidateWheel, FittingTyre } from '@tyreline/domain/contract/vehicles';
import type { LookUpResult } from './api/get-price.ts';
import {
  useVehicleFitment,
  useVehicleMakes,
  useVehicleModels,
  useVehicleVariants,
  useVehicleYears,
} from './api/get-vehicles.ts';
import type { AddToCart } from './product-cells.tsx';
import { ProductResults } from './product-results.tsx';
import { TyrePlacardNote, WheelFitNote } from './vehicle-fit-notes.tsx';
import { FitVehicleContext } from './vehicle-fit-context.ts';
import { VehicleSpecs } from './vehicle-specs.tsx';
import './vehicle-finder.css';

/** The vehicle tab's URL parameters, in the order they are chosen: a change clears those after it. */
const STEPS = ['make', 'model', 'year', 'vehicle', 'show'] as const;
type Step = (typeof STEPS)[number];
/** What fits, listed under the vehicle: its tyres or its wheels. */
const SHOWN = ['tyres', 'wheels'] as const;

function useVehicleParams() {
  const [params, setParams] = useLatestSearchParams();
  const value = (step: Step) => params.get(step) || undefined;
  const choose = useCallback(
    (step: Step, next: string | undefined) =>
      setParams((current) => {
        const params = new URLSearchParams(current);
        for (const later of STEPS.slice(STEPS.indexOf(step))) params.delete(later);
        if (next) params.set(step, next);
        return params;
      }),
    [setParams],
  );
  return {
    make: value('make'),
    model: value('model'),
    year: value('year'),
    vehicle: value('vehicle'),
    show: SHOWN.find((list) => list === value('show')),
    choose,
  };
}

const asOptions = (values: readonly (string | number)[] | undefined) =>
  (values ?? []).map((v) => ({ value: String(v), label: String(v) }));

/** One step: the browser's own select (type-ahead, a phone's picker); its first choice clears the step. */
function StepSelect({
  step,
  label,
  value,
  options,
  loading,
  disabled,
  onChange,
}: {
  step: Step;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  loading: boolean;
  disabled: boolean;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <NativeSelect
      id={`vehicle-${step}`}
      label={label}
      placeholder={loading ? 'Loading…' : `Choose a ${label.toLowerCase()}`}
      options={options}
      value={value ?? ''}
      isDisabled={disabled}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}

interface VehicleFinderProps {
  lookUp: (productId: number) => Promise<LookUpResult>;
  onAddToCart: AddToCart;
  typeNames: ReadonlyMap<string, string>;
  /** A viewer of the account's team: stock only, no prices and no buying. */
  viewOnly: boolean;
}

/** Make → model → year → variant, the vehicle's sizes and wheel fitment, then one click to what fits it. */
export default function VehicleFinder({ lookUp, onAddToCart, typeNames, viewOnly }: VehicleFinderProps) {
  const { make, model, year, vehicle, show, choose } = useVehicleParams();
  const makes = useVehicleMakes();
  const models = useVehicleModels(make);
  const years = useVehicleYears(make, model);
  const variants = useVehicleVariants(make, model, year);
  const fitment = useVehicleFitment(vehicle);
  const failed = [makes, models, years, variants, fitment].find((q) => q.isError);

  const fits = useMemo(() => {
    const tyres = new Map<number, FittingTyre>((fitment.data?.tyres ?? []).map((t) => [t.product.id, t]));
    const wheels = new Map<number, CandidateWheel>(
      (fitment.data?.wheels ?? []).map((w) => [w.product.id, w]),
    );
    return { tyres, wheels };
  }, [fitment.data]);

  // Each step is open once the one before it is chosen (`after`: that choice; null for the first step).
  const steps: {
    step: Step;
    label: string;
    value: string | undefined;
    options: { value: string; label: string }[];
    loading: boolean;
    after: string | undefined | null;
  }[] = [
    {
      step: 'make',
      label: 'Make',
      value: make,
      options: asOptions(makes.data),
      loading: makes.isPending,
      after: null,
    },
    {
      step: 'model',
      label: 'Model',
      value: model,
      options: asOptions(models.data),
      loading: models.isFetching,
      after: make,
    },
    {
      step: 'year',
      label: 'Year',
      value: year,
      options: asOptions(years.data),
      loading: years.isFetching,
      after: model,
    },
    {
      step: 'vehicle',
      label: 'Variant',
      value: vehicle,
      options: (variants.data ?? []).map((v) => ({
        value: String(v.id),
        label: `${v.variant} (${v.year_from}–${v.year_to})`,
      })),
      loading: variants.isFetching,
      after: year,
    },
  ];

  const data = fitment.data;
  const fittingWheels = data?.wheels.filter((w) => w.fits).length ?? 0;
  const shown: Product[] =
    !data || !show ? [] : (show === 'tyres' ? data.tyres : data.wheels).map((i) => i.product);

  return (
    <>
      <section className="shop-filters" aria-label="Vehicle">
        <div className="shop-filters-grid vehicle-steps">
          {steps.map(({ step, label, value, options, loading, after }) => (
            <StepSelect
              key={step}
              step={step}
              label={label}
              value={value}
              options={options}
              loading={loading}
              disabled={after !== null && after === undefined}
              onChange={(v) => choose(step, v)}
            />
          ))}
        </div>
      </section>

      {failed?.error && (
        <Alert
          className="shop-alert"
          type="error"
          title="The vehicle could not be loaded."
          description={failed.error.message}
        />
      )}

      {!vehicle && !failed && (
        <Empty
          className="shop-empty"
          description="Choose a make, model, year and variant to see its tyre sizes, wheel fitment and the stock that fits."
        />
      )}

      {vehicle && fitment.isPending && (
        <div className="shop-tab-loading">
          <Spinner label="Loading the vehicle…" />
        </div>
      )}

      {data && (
        <>
          <VehicleSpecs vehicle={data.vehicle} />
          <div className="vehicle-show" role="group" aria-label="Show what fits">
            <Button
              variant={show === 'tyres' ? 'primary' : 'default'}
              aria-pressed={show === 'tyres'}
              onPress={() => choose('show', 'tyres')}
            >
              Tyres that fit ({data.tyres.length})
            </Button>
            <Button
              variant={show === 'wheels' ? 'primary' : 'default'}
              aria-pressed={show === 'wheels'}
              onPress={() => choose('show', 'wheels')}
            >
              Wheels that fit ({fittingWheels} of {data.wheels.length})
            </Button>
          </div>
          {show && (
            <FitVehicleContext value={data.vehicle}>
              <ProductResults
                tab={show}
                products={shown}
                meta={pageMeta(shown.length, { page: 1, per_page: Math.max(1, shown.length) })}
                loading={fitment.isFetching}
                typeNames={typeNames}
                onPage={() => {}}
                lookUp={lookUp}
                onAddToCart={onAddToCart}
                viewOnly={viewOnly}
                empty={
                  <Empty
                    className="shop-empty"
                    description={
                      show === 'tyres'
                        ? `No tyres in ${data.vehicle.tyre_sizes.map((s) => s.size).join(' or ')} in stock.`
                        : `No wheels with bolt pattern ${data.vehicle.wheel.bolt_pattern} in stock.`
                    }
                  />
                }
                note={(p) => {
                  const tyre = fits.tyres.get(p.id);
                  if (show === 'tyres' && tyre) return <TyrePlacardNote tyre={tyre} vehicle={data.vehicle} />;
                  const wheel = fits.wheels.get(p.id);
                  return show === 'wheels' && wheel ? <WheelFitNote wheel={wheel} /> : null;
                }}
              />
            </FitVehicleContext>
          )}
        </>
      )}
    </>
  );
}
