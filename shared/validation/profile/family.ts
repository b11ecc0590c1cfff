import '../locale';
import * as yup from 'yup';
import {
  distinctBy,
  emptyToNull,
  list,
  lookupId,
  optionalInteger,
  optionalWholeNumber,
  sentAs,
  text,
  wholeNumber,
} from '../fields';
import { PERSON_FISCAL_CODE_PATTERN, normaliseFiscalCode } from '../italianFormats';

/**
 * Profile tab 5: family, marital status, spouse and dependent children (product.md §1.3, §1.5).
 * Shared by the tab's form and PUT /api/Profilo/SalvaDatiFamiliari.
 */

/** The marital status that asks for the spouse's fiscal code. */
export const MARRIED_STATUS_ID = 1;
export const MAX_DEPENDENT_CHILDREN = 20;

/** What the fiscal code fields accept as typed (the pattern then checks the code itself). */
const FISCAL_CODE_AS_TYPED = 'A 16-character fiscal code in any case, spaces left out';

const personFiscalCode = () =>
  text(16).transform((value) => (typeof value === 'string' ? normaliseFiscalCode(value) : value));

export const dependentChildSchema = yup.object({
  /** Answered by the server; a save replaces the whole list, so it is not needed back. */
  id_FiglioACarico: optionalInteger(),
  codiceFiscaleFiglio: sentAs(
    personFiscalCode()
      .required('validation.profile.childFiscalCode.required')
      .matches(PERSON_FISCAL_CODE_PATTERN, 'validation.profile.childFiscalCode.invalid'),
    { pattern: /^\s*(?:[A-Za-z0-9]\s*){16}$/, description: FISCAL_CODE_AS_TYPED },
  ),
});

export const datiFamiliariSchema = yup.object({
  statoCivile: lookupId('validation.profile.maritalStatus.required'),
  codiceFiscaleConiuge: sentAs(
    personFiscalCode()
      .nullable()
      .default(null)
      .transform(emptyToNull)
      .when('statoCivile', {
        is: MARRIED_STATUS_ID,
        then: (schema) =>
          schema
            .required('validation.profile.spouseFiscalCode.required')
            .matches(PERSON_FISCAL_CODE_PATTERN, 'validation.profile.spouseFiscalCode.invalid'),
        otherwise: (schema) => schema.transform(() => null),
      }),
    {
      pattern: /^\s*(?:(?:[A-Za-z0-9]\s*){16})?$/,
      description: `${FISCAL_CODE_AS_TYPED}; required when statoCivile is married, otherwise left out`,
    },
  ),
  numeroFigliACarico: wholeNumber('validation.profile.children.whole')
    .required('validation.profile.children.required')
    .min(0, 'validation.profile.children.range')
    .max(MAX_DEPENDENT_CHILDREN, 'validation.profile.children.range'),
  percentualeFigliACarico: optionalWholeNumber('validation.profile.childrenPercentage.whole').when(
    'numeroFigliACarico',
    {
      is: (count: unknown) => typeof count === 'number' && count > 0,
      then: (schema) =>
        schema
          .required('validation.profile.childrenPercentage.required')
          .min(0, 'validation.profile.childrenPercentage.range')
          .max(100, 'validation.profile.childrenPercentage.range'),
      otherwise: (schema) => schema.transform(() => null),
    },
  ),
  listaFigliACarico: yup
    .array(dependentChildSchema)
    .typeError(list().typeError)
    .max(MAX_DEPENDENT_CHILDREN, 'validation.profile.children.count')
    .default([])
    .test('one-per-child', 'validation.profile.children.count', function onePerChild(children) {
      const count = this.parent.numeroFigliACarico;
      return !Number.isInteger(count) || (children ?? []).length === count;
    })
    .test(
      'distinct',
      'validation.profile.childFiscalCode.duplicate',
      distinctBy((child) => child.codiceFiscaleFiglio),
    ),
});
export type DatiFamiliariRequest = yup.InferType<typeof datiFamiliariSchema>;
