import { createContext, useContext } from 'react';
import type { Vehicle } from '@tyreline/domain/contract/vehicles';

/**
 * The vehicle whose view a product list is shown in (the Vehicle tab, or the Wheels tab with a vehicle chosen):
 * there a product that fails the fit rule is added only with an override reason (docs/decisions/0049).
 */
export const FitVehicleContext = createContext<Vehicle | null>(null);

export const useFitVehicle = () => useContext(FitVehicleContext);
