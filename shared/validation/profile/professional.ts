import '../locale';
import * as yup from 'yup';
import { distinctBy, list, lookupId, optionalInteger, text } from '../fields';

/**
 * Profile tab 6: professional data, roles, experience and languages (product.md §1.3, §1.5).
 * Shared by the tab's form and PUT /api/Profilo/SalvaDatiProfessionali.
 */

export const MAX_ROLES = 3;
export const MAX_LANGUAGES = 3;

export const profileRoleSchema = yup.object({
  /** Answered by the server; a save replaces the whole list, so it is not needed back. */
  id_RuoloProfilo: optionalInteger(),
  id_Ambito: lookupId('validation.profile.scope.required'),
  id_Dipartimento: lookupId('validation.profile.department.required'),
  id_Ruolo: lookupId('validation.profile.role.required'),
});

/** id_LinguaProfilo is the language's id in /api/Dominio/Lingue; livello a key of /LivelloLingue. */
export const profileLanguageSchema = yup.object({
  id_LinguaProfilo: lookupId('validation.profile.language.required'),
  livello: lookupId('validation.profile.level.required'),
});

export const datiProfessionaliSchema = yup.object({
  listaRuoli: yup
    .array(profileRoleSchema)
    .typeError(list().typeError)
    .default([])
    .min(1, 'validation.profile.roles.required')
    .max(MAX_ROLES, 'validation.profile.roles.max')
    .test(
      'distinct',
      'validation.profile.roles.duplicate',
      distinctBy((role) => role.id_Ruolo),
    ),
  esperienze: text(4000).required('validation.profile.experience.required'),
  listaLingue: yup
    .array(profileLanguageSchema)
    .typeError(list().typeError)
    .default([])
    .min(1, 'validation.profile.languages.required')
    .max(MAX_LANGUAGES, 'validation.profile.languages.max')
    .test(
      'distinct',
      'validation.profile.languages.duplicate',
      distinctBy((language) => language.id_LinguaProfilo),
    ),
});
export type DatiProfessionaliRequest = yup.InferType<typeof datiProfessionaliSchema>;
