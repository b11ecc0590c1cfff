import '../locale';
import * as yup from 'yup';
import { optionalInteger, optionalLookupId } from '../fields';
import type { Language } from '../language';

/**
 * Profile tab 4: physical data, sizes, height and weight (spec 01 sections 3 and 5). Shared by the
 * tab's form and PUT /api/Profilo/SalvaDatiFisici.
 */

export const HEIGHT_CM = { min: 50, max: 250 } as const;
export const WEIGHT_KG = { min: 20, max: 300 } as const;
export const SHOE_SIZE = { min: 16, max: 55 } as const;

/** Weight travels and is stored in kilograms; the English form shows and takes pounds. */
export type WeightUnit = 'kg' | 'lbs';
const POUNDS_PER_KILOGRAM = 2.20462;
export const weightUnitFor = (language: Language): WeightUnit => (language === 'en' ? 'lbs' : 'kg');
export const kgToLbs = (kg: number): number => Math.round(kg * POUNDS_PER_KILOGRAM);
export const lbsToKg = (lbs: number): number => Math.round(lbs / POUNDS_PER_KILOGRAM);

/** The server takes kilograms; the English form validates pounds before converting them. */
export function datiFisiciSchema(weightUnit: WeightUnit = 'kg') {
  const weight =
    weightUnit === 'kg'
      ? { ...WEIGHT_KG, message: 'validation.profile.weight.rangeKg' }
      : { min: kgToLbs(WEIGHT_KG.min), max: kgToLbs(WEIGHT_KG.max), message: 'validation.profile.weight.rangeLbs' };
  return yup.object({
    tagliaVestiti: optionalLookupId(),
    tagliaPantaloni: optionalLookupId(),
    altezza: optionalInteger().min(HEIGHT_CM.min, 'validation.profile.height.range').max(HEIGHT_CM.max, 'validation.profile.height.range'),
    peso: optionalInteger().min(weight.min, weight.message).max(weight.max, weight.message),
    numeroScarpe: optionalInteger().min(SHOE_SIZE.min, 'validation.profile.shoeSize.range').max(SHOE_SIZE.max, 'validation.profile.shoeSize.range'),
  });
}
export type DatiFisiciRequest = yup.InferType<ReturnType<typeof datiFisiciSchema>>;
