import { eq } from 'drizzle-orm';
import type { Language } from '../../../../src/validation/language';
import type { Database } from '../../db/client';
import { physicalData, professionalData, profilePhotos, profiles, users } from '../../db/schema';
import { NotFound } from '../../http/errors';
import type { DomainService } from '../domain/service';
import type { ProfileReads } from './reads';

/** Whether a user (the viewer) may read another's (the owner's) profile and photo. */
export type MayView = (viewerId: number, ownerId: number) => boolean;

/** The profile as other users read it, and the rule of who may read whose. */
export function createPublicProfile(deps: { db: Database; domain: DomainService; reads: ProfileReads }) {
  const { db, domain, reads } = deps;
  const { nameIn } = domain;
  const { availabilityWindow, greenPassOf, workingAreasOf, rolesOf, languagesOf } = reads;

  /**
   * Who may read whose profile and photo. For now a user reads only their own; the search feature
   * opens other people's complete profiles to Master subscribers here, and nowhere else.
   */
  const mayView: MayView = (viewerId, ownerId) => viewerId === ownerId;

  return {
    mayView,

    /**
     * RecuperaProfilo/{id}: what a client hiring crew reads (the fields of a search result, spec 02),
     * with names in the reader's language. Fiscal, bank, family, citizenship and document data are
     * never part of it.
     */
    async viewProfile(viewerId: number, ownerId: number, language: Language) {
      if (!mayView(viewerId, ownerId)) throw new NotFound();
      const [[row], pass, areas, roleRows, languageRows, [physical], [professional], [photo], days, catalogue] = await Promise.all([
        db
          .select({ user: users, profile: profiles })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, ownerId)),
        greenPassOf(ownerId),
        workingAreasOf(ownerId),
        rolesOf(ownerId),
        languagesOf(ownerId),
        db.select().from(physicalData).where(eq(physicalData.userId, ownerId)),
        db.select().from(professionalData).where(eq(professionalData.userId, ownerId)),
        db.select({ userId: profilePhotos.userId }).from(profilePhotos).where(eq(profilePhotos.userId, ownerId)),
        availabilityWindow(ownerId),
        domain.catalogue(),
      ]);
      if (!row) throw new NotFound();
      const sizeLabel = (id: number | null | undefined) => (id == null ? null : (catalogue.sizes.get(id)?.label ?? null));
      return {
        id_Profilo: row.user.id,
        userId: row.user.id,
        username: row.user.username,
        tipologiaUtente: row.user.tipologiaUtente,
        nome: row.profile?.nome ?? null,
        cognome: row.profile?.cognome ?? null,
        ragioneSociale: row.profile?.ragioneSociale ?? null,
        immagineProfilo: photo !== undefined,
        ...pass,
        listaNazioni: areas.map((area) => {
          const region = area.regionId == null ? undefined : catalogue.regions.get(area.regionId);
          return {
            id_Nazione: area.nationId,
            nazione: nameIn(language, catalogue.nations.get(area.nationId)!),
            id_Regione: area.regionId,
            regione: region ? nameIn(language, region) : null,
          };
        }),
        datiFisici: {
          altezza: physical?.heightCm ?? null,
          peso: physical?.weightKg ?? null,
          numeroScarpe: physical?.shoeSize ?? null,
          tagliaVestiti: sizeLabel(physical?.clothesSizeId),
          tagliaPantaloni: sizeLabel(physical?.trousersSizeId),
        },
        esperienze: professional?.experience ?? null,
        listaRuoli: roleRows.map((entry) => {
          const role = catalogue.roles.get(entry.roleId)!;
          const department = catalogue.departments.get(role.departmentId)!;
          const scope = catalogue.scopes.get(department.scopeId)!;
          return {
            id_RuoloProfilo: entry.id,
            id_Ambito: scope.id,
            ambito: nameIn(language, scope),
            id_Dipartimento: department.id,
            dipartimento: nameIn(language, department),
            id_Ruolo: role.id,
            ruolo: nameIn(language, role),
          };
        }),
        listaLingue: languageRows.map((entry) => ({
          id_LinguaProfilo: entry.languageId,
          lingua: nameIn(language, catalogue.languages.get(entry.languageId)!),
          livello: catalogue.levels.get(entry.levelId)!.code,
        })),
        listaDisponibilita: days.map(({ giorno, disponibile }) => ({ giorno, disponibile })),
      };
    },
  };
}

export type PublicProfile = ReturnType<typeof createPublicProfile>;
