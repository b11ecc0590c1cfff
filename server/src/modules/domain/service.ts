import type {
  KeyValue,
  LanguageLevel,
  Nation,
  PermitReason,
  Scope,
  Size,
  SpokenLanguage,
} from '@shared/contracts/domain';
import type { Language } from '@shared/validation/language';
import type { Database } from '../../db/client';
import {
  departments,
  languageLevels,
  languages,
  maritalStatuses,
  nations,
  regions,
  residencePermitReasons,
  roles,
  scopes,
  sizes,
} from '../../db/schema';

interface Named {
  id: number;
  nameIt: string;
  nameEn: string;
}

/** Every lookup, read once: they change only when a new version seeds them at start. */
export interface Catalogue {
  nations: Map<number, Named & { regionIds: number[] }>;
  regions: Map<number, Named & { nationId: number }>;
  languages: Map<number, Named>;
  levels: Map<number, Named & { code: string }>;
  scopes: Map<number, Named>;
  departments: Map<number, Named & { scopeId: number }>;
  roles: Map<number, Named & { departmentId: number }>;
  sizes: Map<number, typeof sizes.$inferSelect>;
  maritalStatuses: Map<number, Named & { position: number }>;
  permitReasons: Map<number, Named>;
}

const SIZE_KIND_ORDER = { vestiti: 0, pantaloni: 1 } as const;

/** An entry's name in a language; other modules name the lookups through the service's nameIn. */
const nameIn = (language: Language, entry: Named): string => (language === 'en' ? entry.nameEn : entry.nameIt);

const byId = <T extends { id: number }>(rows: T[]) =>
  new Map([...rows].sort((a, b) => a.id - b.id).map((row) => [row.id, row]));

/** Names sorted as a reader of that language expects (accents, case), whatever the database's collation. */
function alphabetical<T extends Named>(language: Language, entries: Iterable<T>): T[] {
  const collator = new Intl.Collator(language);
  return [...entries].sort((a, b) => collator.compare(nameIn(language, a), nameIn(language, b)));
}

export function createDomainService(deps: { db: Database }) {
  const { db } = deps;
  let loading: Promise<Catalogue> | undefined;

  async function load(): Promise<Catalogue> {
    const [
      nationRows,
      regionRows,
      languageRows,
      levelRows,
      scopeRows,
      departmentRows,
      roleRows,
      sizeRows,
      maritalRows,
      reasonRows,
    ] = await Promise.all([
      db.select().from(nations),
      db.select().from(regions),
      db.select().from(languages),
      db.select().from(languageLevels),
      db.select().from(scopes),
      db.select().from(departments),
      db.select().from(roles),
      db.select().from(sizes),
      db.select().from(maritalStatuses),
      db.select().from(residencePermitReasons),
    ]);
    const regionsById = byId(regionRows);
    return {
      nations: byId(
        nationRows.map((nation) => ({
          ...nation,
          regionIds: [...regionsById.values()]
            .filter((region) => region.nationId === nation.id)
            .map((region) => region.id),
        })),
      ),
      regions: regionsById,
      languages: byId(languageRows),
      levels: byId(levelRows),
      scopes: byId(scopeRows),
      departments: byId(departmentRows),
      roles: byId(roleRows),
      sizes: byId(sizeRows),
      maritalStatuses: byId(maritalRows),
      permitReasons: byId(reasonRows),
    };
  }

  /** Loaded on first use; a failed load is tried again on the next call. */
  function catalogue(): Promise<Catalogue> {
    loading ??= load().catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  return {
    nameIn,
    catalogue,

    /** GET /api/Dominio/Nazioni: nations with their regions (only Italy has them). */
    async nations(language: Language): Promise<Nation[]> {
      const { nations: all, regions: regionsById } = await catalogue();
      return alphabetical(language, all.values()).map((nation) => ({
        id_Nazione: nation.id,
        nome_Nazione: nameIn(language, nation),
        regioni: alphabetical(
          language,
          nation.regionIds.map((id) => regionsById.get(id)!),
        ).map((region) => ({ id_Regione: region.id, nome_Regione: nameIn(language, region) })),
      }));
    },

    /** GET /api/Dominio/Lingue: id_LinguaProfilo is what a profile's listaLingue carries. */
    async languages(language: Language): Promise<SpokenLanguage[]> {
      const { languages: all } = await catalogue();
      return alphabetical(language, all.values()).map((entry) => ({
        id_LinguaProfilo: entry.id,
        lingua: nameIn(language, entry),
      }));
    },

    /** GET /api/Dominio/LivelloLingue: A2 to C2 in order. */
    async levels(language: Language): Promise<LanguageLevel[]> {
      const { levels } = await catalogue();
      return [...levels.values()].map((level) => ({
        chiave: level.id,
        valore: nameIn(language, level),
        codice: level.code,
      }));
    },

    /** GET /api/Dominio/Ruoli: scopes, their departments and roles, in the seed's order. */
    async roles(language: Language): Promise<Scope[]> {
      const { scopes: scopeMap, departments: departmentMap, roles: roleMap } = await catalogue();
      const departmentList = [...departmentMap.values()];
      const roleList = [...roleMap.values()];
      return [...scopeMap.values()].map((scope) => ({
        id_Ambito: scope.id,
        testo: nameIn(language, scope),
        listaDipartimenti: departmentList
          .filter((department) => department.scopeId === scope.id)
          .map((department) => ({
            id_Dipartimento: department.id,
            testo: nameIn(language, department),
            listaRuoli: roleList
              .filter((role) => role.departmentId === department.id)
              .map((role) => ({ id_Ruolo: role.id, testo: nameIn(language, role) })),
          })),
      }));
    },

    /** listaTaglie: clothes sizes then trousers sizes; `tipo` says which select each belongs to. */
    async sizes(): Promise<Size[]> {
      const { sizes: all } = await catalogue();
      return [...all.values()]
        .sort((a, b) => SIZE_KIND_ORDER[a.kind] - SIZE_KIND_ORDER[b.kind] || a.position - b.position)
        .map((size) => ({ chiave: size.id, valore: size.label, tipo: size.kind }));
    },

    /** listaStatiCivili, in the form's order (single, married, widowed, divorced). */
    async maritalStatuses(language: Language): Promise<KeyValue[]> {
      const { maritalStatuses: all } = await catalogue();
      return [...all.values()]
        .sort((a, b) => a.position - b.position)
        .map((status) => ({ chiave: status.id, valore: nameIn(language, status) }));
    },

    /** listaMotiviRichiestaPermessoSoggiorno. */
    async permitReasons(language: Language): Promise<PermitReason[]> {
      const { permitReasons: all } = await catalogue();
      return [...all.values()].map((reason) => ({
        id_MotivoRilascioPermessoSoggiorno: reason.id,
        motivazione: nameIn(language, reason),
      }));
    },
  };
}

export type DomainService = ReturnType<typeof createDomainService>;
