import { eq } from 'drizzle-orm';
import type { ProfiloPubblico } from '@shared/contracts/profile';
import type { Language } from '@shared/validation/language';
import { TIER_MASTER } from '@shared/validation/tiers';
import type { Database } from '../../db/client';
import { physicalData, professionalData, profilePhotos, profiles, users } from '../../db/schema';
import { Forbidden, NotFound } from '../../http/errors';
import type { TierOf } from '../../plugins/tier';
import type { DomainService } from '../domain/service';
import type { ProfileReads } from './reads';

/**
 * Lets a user (the viewer) read another's (the owner's) profile card and photo, or throws: 403
 * below Master, 404 when the owner has no complete profile. One's own is always readable.
 */
export type MayView = (viewerId: number, ownerId: number) => Promise<void>;

/** Whether a client has an accepted engagement with a worker (the enlistments module answers). */
export type EngagedWith = (clientId: number, workerId: number) => Promise<boolean>;

/** The profile as other users read it, and the rule of who may read whose. */
export function createPublicProfile(deps: {
  db: Database;
  domain: DomainService;
  reads: ProfileReads;
  tierOf: TierOf;
  engagedWith: EngagedWith;
}) {
  const { db, domain, reads, tierOf, engagedWith } = deps;
  const { nameIn } = domain;
  const { availabilityWindow, workingAreasOf, rolesOf, languagesOf } = reads;

  /**
   * Who may read whose profile and photo (docs/decisions.md "The crew card"): a user
   * their own; a Master client anyone's complete profile (workflow 0), the people search finds.
   */
  const mayView: MayView = async (viewerId, ownerId) => {
    if (viewerId === ownerId) return;
    if ((await tierOf(viewerId)) < TIER_MASTER) throw new Forbidden('subscriptions.tier.master');
    const [owner] = await db.select({ workflow: users.workflow }).from(users).where(eq(users.id, ownerId));
    if (owner?.workflow !== 0) throw new NotFound();
  };

  return {
    mayView,

    /**
     * RecuperaProfilo/{id}: the crew card a client hiring reads, names in the reader's language:
     * name, photo, working areas, physical data, experience, roles, languages and availability,
     * nothing else. Phone and email only to the owner and to a client with an accepted engagement
     * with them; fiscal, bank, family, citizenship, birth, address and document data never.
     */
    async viewProfile(viewerId: number, ownerId: number, language: Language): Promise<ProfiloPubblico> {
      await mayView(viewerId, ownerId);
      const [[row], showContacts, areas, roleRows, languageRows, [physical], [professional], [photo], days, catalogue] =
        await Promise.all([
          db
            .select({ user: users, profile: profiles })
            .from(users)
            .leftJoin(profiles, eq(profiles.userId, users.id))
            .where(eq(users.id, ownerId)),
          viewerId === ownerId ? Promise.resolve(true) : engagedWith(viewerId, ownerId),
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
      const sizeLabel = (id: number | null | undefined) =>
        id == null ? null : (catalogue.sizes.get(id)?.label ?? null);
      return {
        id_Profilo: row.user.id,
        userId: row.user.id,
        nome: row.profile?.nome ?? null,
        cognome: row.profile?.cognome ?? null,
        immagineProfilo: photo !== undefined,
        contatti: showContacts
          ? { telefono: row.profile?.telefono ?? null, email: row.profile?.email ?? row.user.email }
          : null,
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
        listaDisponibilita: days.map(({ giorno, disponibile, modificabile }) => ({
          giorno,
          disponibile,
          prenotato: !modificabile,
        })),
      };
    },
  };
}

export type PublicProfile = ReturnType<typeof createPublicProfile>;
