import '../locale';
import * as yup from 'yup';
import { optionalLookupId, optionalWholeNumber } from '../fields';
import type { Language } from '../language';

/**
 * Profile tab 4: physical data, sizes, height and weight (product.md §1.3, §1.5). Shared by the
 * tab's form and PUT /api/Profilo/SalvaDatiFisici.
 */

export const HEIGHT_CM = { min: 50, max: 250 } as const;
export const WEIGHT_KG = { min: 20, max: 300 } as const;
export const SHOE_SIZE = { min: 16, max: 55 } as const;

/**
 * Weight is stored in kilograms (search and the crew card read them); the English form shows and
 * takes pounds. Whole kilograms cannot hold every whole pound (200 lbs is 90.7 kg, and 91 kg reads
 * back as 201 lbs), so pounds typed are kept as typed beside the kilograms derived from them, and
 * come back unchanged.
 */
export type WeightUnit = 'kg' | 'lbs';
const POUNDS_PER_KILOGRAM = 2.20462;
export const weightUnitFor = (language: Language): WeightUnit => (language === 'en' ? 'lbs' : 'kg');
export const kgToLbs = (kg: number): number => Math.round(kg * POUNDS_PER_KILOGRAM);
export const lbsToKg = (lbs: number): number => Math.round(lbs / POUNDS_PER_KILOGRAM);
const WEIGHT_LBS = { min: kgToLbs(WEIGHT_KG.min), max: kgToLbs(WEIGHT_KG.max) } as const;

/** The weight as the tab stores it: kilograms, and the pounds when the user typed pounds. */
export interface StoredWeight {
  peso: number | null;
  pesoLbs: number | null;
}

/** The weight the form shows in its unit: the pounds typed if any, else converted kilograms. */
export function weightShownIn(unit: WeightUnit, { peso, pesoLbs }: StoredWeight): number | null {
  if (unit === 'kg' || peso === null) return peso;
  return pesoLbs ?? kgToLbs(peso);
}

/** What a weight typed in the form's unit saves as. */
export function weightTypedIn(unit: WeightUnit, typed: number | null): StoredWeight {
  if (unit === 'kg' || typed === null) return { peso: typed, pesoLbs: null };
  return { peso: lbsToKg(typed), pesoLbs: typed };
}

/**
 * Each measure is a whole number: typed with a decimal ("7,5", "7.5") it is refused with the
 * field's own words, never read as 75 or 7 (wholeNumber). The English form checks its weight field in pounds; the request carries kilograms (peso) and,
 * optionally, the pounds typed (pesoLbs), from which the server derives the kilograms it stores.
 */
export function datiFisiciSchema(weightUnit: WeightUnit = 'kg') {
  const weight =
    weightUnit === 'kg'
      ? { ...WEIGHT_KG, message: 'validation.profile.weight.rangeKg', whole: 'validation.profile.weight.wholeKg' }
      : { ...WEIGHT_LBS, message: 'validation.profile.weight.rangeLbs', whole: 'validation.profile.weight.wholeLbs' };
  return yup.object({
    tagliaVestiti: optionalLookupId(),
    tagliaPantaloni: optionalLookupId(),
    altezza: optionalWholeNumber('validation.profile.height.whole')
      .min(HEIGHT_CM.min, 'validation.profile.height.range')
      .max(HEIGHT_CM.max, 'validation.profile.height.range'),
    peso: optionalWholeNumber(weight.whole).min(weight.min, weight.message).max(weight.max, weight.message),
    pesoLbs: optionalWholeNumber('validation.profile.weight.wholeLbs')
      .min(WEIGHT_LBS.min, 'validation.profile.weight.rangeLbs')
      .max(WEIGHT_LBS.max, 'validation.profile.weight.rangeLbs'),
    numeroScarpe: optionalWholeNumber('validation.profile.shoeSize.whole')
      .min(SHOE_SIZE.min, 'validation.profile.shoeSize.range')
      .max(SHOE_SIZE.max, 'validation.profile.shoeSize.range'),
  });
}
export type DatiFisiciRequest = yup.InferType<ReturnType<typeof datiFisiciSchema>>;
