import { asc, eq, sql } from 'drizzle-orm';
import type { TabSaved } from '@shared/contracts/profile';
import type { Today } from '@shared/validation/dates';
import type { Language } from '@shared/validation/language';
import { joinRecapitoFatturaElettronica, splitRecapitoFatturaElettronica } from '@shared/validation/italianFormats';
import type { DatiDisponibilitaRequest } from '@shared/validation/profile/availability';
import type { DatiBancariRequest } from '@shared/validation/profile/bank';
import type { DatiCittadinanzaRequest } from '@shared/validation/profile/citizenship';
import type { DatiFamiliariRequest } from '@shared/validation/profile/family';
import type { DatiFiscaliRequest } from '@shared/validation/profile/fiscal';
import type { DatiPersonaliGiuridiciRequest } from '@shared/validation/profile/personalLegal';
import { type DatiFisiciRequest, weightTypedIn } from '@shared/validation/profile/physical';
import type { DatiProfessionaliRequest } from '@shared/validation/profile/professional';
import { type DatiProfiloRequest, USER_TYPES } from '@shared/validation/profile/profileData';
import { PROFILE_TAB, type ProfileTab, isTabEnabled, workflowAfterSaving } from '@shared/validation/profile/tabs';
import { DOCUMENT_TYPES } from '@shared/validation/uploads';
import type { Clock } from '../../clock';
import { recordConsents } from '../../db/consents';
import type { Database, Queryable } from '../../db/client';
import {
  availabilityDays,
  bankData,
  citizenships,
  dependentChildren,
  familyData,
  fiscalData,
  greenPasses,
  personalLegalData,
  physicalData,
  professionalData,
  profileLanguages,
  profileRoles,
  profiles,
  users,
  workingAreas,
} from '../../db/schema';
import { FieldRefusal, NotFound, Refusal } from '../../http/errors';
import { translate } from '../../i18n/messages';
import type { Catalogue, DomainService } from '../domain/service';
import type { ProfileFiles } from './files';
import { type ProfileReads, lockUser } from './reads';

/**
 * The wizard's nine tabs (product.md §1.7): each one's read and save, and the workflow that a
 * save moves on (product.md §3.4). The checks against the lookup tables, which the shared rules of
 * shared/validation cannot see, are made here.
 */
export function createTabStore(deps: {
  db: Database;
  domain: DomainService;
  clock: Clock;
  reads: ProfileReads;
  documentsOf: ProfileFiles['documentsOf'];
}) {
  const { db, domain, clock, reads, documentsOf } = deps;
  const { availabilityWindow, bookedInWindow, greenPassOf, workingAreasOf, rolesOf, languagesOf } = reads;
  /** Today in Rome by the app's clock: the day the rules of shared/validation compare with. */
  const today: Today = () => clock.today();

  /**
   * A tab's save: refused while an earlier tab is still to do, written in one transaction with the
   * workflow's move (product.md §3.4), so either both happen or neither does.
   */
  function saveTab(userId: number, tab: ProfileTab, write: (tx: Queryable) => Promise<void>): Promise<TabSaved> {
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!isTabEnabled(user.workflow, tab)) throw new Refusal('profile.workflow.tabLocked');
      await write(tx);
      const workflow = workflowAfterSaving(user.workflow, tab);
      if (workflow !== user.workflow) await tx.update(users).set({ workflow }).where(eq(users.id, userId));
      return { workflow };
    });
  }

  // -- checks against the lookups (the rules of shared/validation cannot see the tables) -----------

  function checkWorkingArea(catalogue: Catalogue, area: DatiDisponibilitaRequest['listaNazioni'][number], at: string) {
    const nation = catalogue.nations.get(area.id_Nazione);
    if (!nation) throw new FieldRefusal(`${at}.id_Nazione`, 'validation.lookup.invalid');
    if (area.id_Regione == null) {
      if (nation.regionIds.length > 0) throw new FieldRefusal(`${at}.id_Regione`, 'validation.profile.region.required');
    } else if (!nation.regionIds.includes(area.id_Regione)) {
      throw new FieldRefusal(`${at}.id_Regione`, 'validation.profile.region.invalid');
    }
  }

  function checkSize(catalogue: Catalogue, sizeId: number | null, kind: 'vestiti' | 'pantaloni', field: string) {
    if (sizeId != null && catalogue.sizes.get(sizeId)?.kind !== kind)
      throw new FieldRefusal(field, 'validation.profile.size.invalid');
  }

  function checkProfessional(catalogue: Catalogue, request: DatiProfessionaliRequest) {
    request.listaRuoli.forEach((entry, index) => {
      const at = `listaRuoli[${index}]`;
      if (!catalogue.scopes.has(entry.id_Ambito))
        throw new FieldRefusal(`${at}.id_Ambito`, 'validation.lookup.invalid');
      const department = catalogue.departments.get(entry.id_Dipartimento);
      if (!department) throw new FieldRefusal(`${at}.id_Dipartimento`, 'validation.lookup.invalid');
      if (department.scopeId !== entry.id_Ambito)
        throw new FieldRefusal(`${at}.id_Dipartimento`, 'validation.profile.department.mismatch');
      const role = catalogue.roles.get(entry.id_Ruolo);
      if (!role) throw new FieldRefusal(`${at}.id_Ruolo`, 'validation.lookup.invalid');
      if (role.departmentId !== entry.id_Dipartimento)
        throw new FieldRefusal(`${at}.id_Ruolo`, 'validation.profile.role.mismatch');
    });
    request.listaLingue.forEach((entry, index) => {
      if (!catalogue.languages.has(entry.id_LinguaProfilo))
        throw new FieldRefusal(`listaLingue[${index}].id_LinguaProfilo`, 'validation.lookup.invalid');
      if (!catalogue.levels.has(entry.livello))
        throw new FieldRefusal(`listaLingue[${index}].livello`, 'validation.lookup.invalid');
    });
  }

  return {
    today,

    // -- tab 0 ------------------------------------------------------------------------------------

    async getAvailability(userId: number) {
      const [pass, areas, days] = await Promise.all([
        greenPassOf(userId),
        workingAreasOf(userId),
        availabilityWindow(userId),
      ]);
      return {
        ...pass,
        listaNazioni: areas.map((area) => ({ id_Nazione: area.nationId, id_Regione: area.regionId })),
        listaDisponibilita: days,
      };
    },

    async saveAvailability(userId: number, request: DatiDisponibilitaRequest): Promise<TabSaved> {
      const catalogue = await domain.catalogue();
      request.listaNazioni.forEach((area, index) => checkWorkingArea(catalogue, area, `listaNazioni[${index}]`));
      // A booked day is not the worker's to change: sent as available it is refused; sent as it is
      // read (unavailable) it is left out, so rejecting the engagement later frees it.
      const booked = await bookedInWindow(userId);
      request.listaDisponibilita.forEach((day, index) => {
        if (booked.has(day.giorno) && day.disponibile)
          throw new FieldRefusal(`listaDisponibilita[${index}].disponibile`, 'validation.profile.availability.booked');
      });
      const days = request.listaDisponibilita.filter((day) => !booked.has(day.giorno));
      return saveTab(userId, PROFILE_TAB.availability, async (tx) => {
        const pass = { greenPass: request.greenPass, expiresOn: request.dataScadenzaGreenPass };
        await tx
          .insert(greenPasses)
          .values({ userId, ...pass })
          .onConflictDoUpdate({ target: greenPasses.userId, set: pass });
        await tx.delete(workingAreas).where(eq(workingAreas.userId, userId));
        if (request.listaNazioni.length > 0) {
          await tx.insert(workingAreas).values(
            request.listaNazioni.map((area, position) => ({
              userId,
              position,
              nationId: area.id_Nazione,
              regionId: area.id_Regione,
            })),
          );
        }
        if (days.length > 0) {
          await tx
            .insert(availabilityDays)
            .values(days.map((day) => ({ userId, day: day.giorno, available: day.disponibile })))
            .onConflictDoUpdate({
              target: [availabilityDays.userId, availabilityDays.day],
              set: { available: sql`excluded.available` },
            });
        }
      });
    },

    // -- tab 1 ------------------------------------------------------------------------------------

    async getProfileData(userId: number, language: Language) {
      const [row] = await db
        .select({ user: users, profile: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) throw new NotFound();
      const { user, profile } = row;
      return {
        tipologiaUtente: user.tipologiaUtente,
        nome: profile?.nome ?? null,
        cognome: profile?.cognome ?? null,
        telefono: profile?.telefono ?? null,
        // Until the tab is saved, the contact address is the account's.
        email: profile?.email ?? user.email,
        ragioneSociale: profile?.ragioneSociale ?? null,
        codiceFiscalePIVA: profile?.codiceFiscalePiva ?? null,
        recapitoFatturaElettronica: joinRecapitoFatturaElettronica(profile?.pec, profile?.sdi),
        dataNascita: profile?.dataNascita ?? null,
        consensoTrattamentoImmagini: user.imageConsent,
        listaDocumenti: await documentsOf(userId),
        listaTipologieUtente: USER_TYPES.map((chiave) => ({
          chiave,
          valore: translate(language, `profile.userType.${chiave}`),
        })),
        listaTipiDocumento: DOCUMENT_TYPES.map((chiave) => ({
          chiave,
          valore: translate(language, `profile.documentType.${chiave}`),
        })),
      };
    },

    saveProfileData(userId: number, request: DatiProfiloRequest): Promise<TabSaved> {
      const { pec, sdi } = splitRecapitoFatturaElettronica(request.recapitoFatturaElettronica);
      const values = {
        nome: request.nome,
        cognome: request.cognome,
        telefono: request.telefono,
        email: request.email,
        ragioneSociale: request.ragioneSociale,
        codiceFiscalePiva: request.codiceFiscalePIVA,
        pec: pec || null,
        sdi: sdi || null,
        dataNascita: request.dataNascita,
        updatedAt: clock.now(),
      };
      return saveTab(userId, PROFILE_TAB.profile, async (tx) => {
        await tx
          .insert(profiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: profiles.userId, set: values });
        const [before] = await tx.select({ imageConsent: users.imageConsent }).from(users).where(eq(users.id, userId));
        await tx
          .update(users)
          .set({ tipologiaUtente: request.tipologiaUtente, imageConsent: request.consensoTrattamentoImmagini })
          .where(eq(users.id, userId));
        // The image consent's history: a row each time it changes (product.md §3.3).
        if (before && before.imageConsent !== request.consensoTrattamentoImmagini) {
          await recordConsents(tx, userId, clock.now(), [
            { kind: 'images', granted: request.consensoTrattamentoImmagini },
          ]);
        }
      });
    },

    // -- tab 2 ------------------------------------------------------------------------------------

    async getPersonalLegalData(userId: number) {
      const [row] = await db.select().from(personalLegalData).where(eq(personalLegalData.userId, userId));
      return {
        cittaNascita: row?.cittaNascita ?? null,
        provinciaNascita: row?.provinciaNascita ?? null,
        cittaResidenza: row?.cittaResidenza ?? null,
        indirizzoResidenza: row?.indirizzoResidenza ?? null,
        provinciaResidenza: row?.provinciaResidenza ?? null,
        capResidenza: row?.capResidenza ?? null,
        cittaDomicilio: row?.cittaDomicilio ?? null,
        indirizzoDomicilio: row?.indirizzoDomicilio ?? null,
        provinciaDomicilio: row?.provinciaDomicilio ?? null,
        capDomicilio: row?.capDomicilio ?? null,
      };
    },

    savePersonalLegalData(userId: number, request: DatiPersonaliGiuridiciRequest): Promise<TabSaved> {
      return saveTab(userId, PROFILE_TAB.personalLegal, async (tx) => {
        await tx
          .insert(personalLegalData)
          .values({ userId, ...request })
          .onConflictDoUpdate({ target: personalLegalData.userId, set: request });
      });
    },

    // -- tab 3 ------------------------------------------------------------------------------------

    async getCitizenship(userId: number, language: Language) {
      const [row] = await db.select().from(citizenships).where(eq(citizenships.userId, userId));
      return {
        cittadinanzaItaliana: row?.italian ?? true,
        id_MotivoRilascioPermessoSoggiorno: row?.permitReasonId ?? null,
        codicePermessoSoggiorno: row?.permitCode ?? null,
        identificativoPermessoSoggiorno: row?.permitIdentifier ?? null,
        cittàRilascioPermessoSoggiorno: row?.permitIssuingCity ?? null,
        dataScadenzaPermessoSoggiorno: row?.permitExpiresOn ?? null,
        listaMotiviRichiestaPermessoSoggiorno: await domain.permitReasons(language),
      };
    },

    async saveCitizenship(userId: number, request: DatiCittadinanzaRequest): Promise<TabSaved> {
      const catalogue = await domain.catalogue();
      const reason = request.id_MotivoRilascioPermessoSoggiorno;
      if (reason != null && !catalogue.permitReasons.has(reason))
        throw new FieldRefusal('id_MotivoRilascioPermessoSoggiorno', 'validation.lookup.invalid');
      const values = {
        italian: request.cittadinanzaItaliana,
        permitReasonId: reason,
        permitCode: request.codicePermessoSoggiorno,
        permitIdentifier: request.identificativoPermessoSoggiorno,
        permitIssuingCity: request.cittàRilascioPermessoSoggiorno,
        permitExpiresOn: request.dataScadenzaPermessoSoggiorno,
      };
      return saveTab(userId, PROFILE_TAB.citizenship, async (tx) => {
        await tx
          .insert(citizenships)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: citizenships.userId, set: values });
      });
    },

    // -- tab 4 ------------------------------------------------------------------------------------

    async getPhysicalData(userId: number) {
      const [row] = await db.select().from(physicalData).where(eq(physicalData.userId, userId));
      return {
        tagliaVestiti: row?.clothesSizeId ?? null,
        tagliaPantaloni: row?.trousersSizeId ?? null,
        altezza: row?.heightCm ?? null,
        peso: row?.weightKg ?? null,
        pesoLbs: row?.weightLbs ?? null,
        numeroScarpe: row?.shoeSize ?? null,
        listaTaglie: await domain.sizes(),
      };
    },

    async savePhysicalData(userId: number, request: DatiFisiciRequest): Promise<TabSaved> {
      const catalogue = await domain.catalogue();
      checkSize(catalogue, request.tagliaVestiti, 'vestiti', 'tagliaVestiti');
      checkSize(catalogue, request.tagliaPantaloni, 'pantaloni', 'tagliaPantaloni');
      // Pounds typed win: the kilograms stored are derived from them by the form's own rule.
      const weight =
        request.pesoLbs == null ? { peso: request.peso, pesoLbs: null } : weightTypedIn('lbs', request.pesoLbs);
      const values = {
        clothesSizeId: request.tagliaVestiti,
        trousersSizeId: request.tagliaPantaloni,
        heightCm: request.altezza,
        weightKg: weight.peso,
        weightLbs: weight.pesoLbs,
        shoeSize: request.numeroScarpe,
      };
      return saveTab(userId, PROFILE_TAB.physical, async (tx) => {
        await tx
          .insert(physicalData)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: physicalData.userId, set: values });
      });
    },

    // -- tab 5 ------------------------------------------------------------------------------------

    async getFamilyData(userId: number, language: Language) {
      const [[row], children] = await Promise.all([
        db.select().from(familyData).where(eq(familyData.userId, userId)),
        db
          .select()
          .from(dependentChildren)
          .where(eq(dependentChildren.userId, userId))
          .orderBy(asc(dependentChildren.position)),
      ]);
      return {
        statoCivile: row?.maritalStatusId ?? null,
        codiceFiscaleConiuge: row?.spouseFiscalCode ?? null,
        numeroFigliACarico: row?.dependentChildren ?? 0,
        percentualeFigliACarico: row?.dependentChildrenPercentage ?? null,
        listaFigliACarico: children.map((child) => ({
          id_FiglioACarico: child.id,
          codiceFiscaleFiglio: child.fiscalCode,
        })),
        listaStatiCivili: await domain.maritalStatuses(language),
      };
    },

    async saveFamilyData(userId: number, request: DatiFamiliariRequest): Promise<TabSaved> {
      const catalogue = await domain.catalogue();
      if (!catalogue.maritalStatuses.has(request.statoCivile))
        throw new FieldRefusal('statoCivile', 'validation.lookup.invalid');
      const values = {
        maritalStatusId: request.statoCivile,
        spouseFiscalCode: request.codiceFiscaleConiuge,
        dependentChildren: request.numeroFigliACarico,
        dependentChildrenPercentage: request.percentualeFigliACarico,
      };
      return saveTab(userId, PROFILE_TAB.family, async (tx) => {
        await tx
          .insert(familyData)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: familyData.userId, set: values });
        // The list is replaced as a whole: the form always sends every child.
        await tx.delete(dependentChildren).where(eq(dependentChildren.userId, userId));
        if (request.listaFigliACarico.length > 0) {
          await tx.insert(dependentChildren).values(
            request.listaFigliACarico.map((child, position) => ({
              userId,
              position,
              fiscalCode: child.codiceFiscaleFiglio,
            })),
          );
        }
      });
    },

    // -- tab 6 ------------------------------------------------------------------------------------

    async getProfessionalData(userId: number) {
      const [[row], roleRows, languageRows, catalogue] = await Promise.all([
        db.select().from(professionalData).where(eq(professionalData.userId, userId)),
        rolesOf(userId),
        languagesOf(userId),
        domain.catalogue(),
      ]);
      return {
        listaRuoli: roleRows.map((entry) => {
          const department = catalogue.departments.get(catalogue.roles.get(entry.roleId)!.departmentId)!;
          return {
            id_RuoloProfilo: entry.id,
            id_Ruolo: entry.roleId,
            id_Dipartimento: department.id,
            id_Ambito: department.scopeId,
          };
        }),
        esperienze: row?.experience ?? null,
        listaLingue: languageRows.map((entry) => ({ id_LinguaProfilo: entry.languageId, livello: entry.levelId })),
      };
    },

    async saveProfessionalData(userId: number, request: DatiProfessionaliRequest): Promise<TabSaved> {
      checkProfessional(await domain.catalogue(), request);
      return saveTab(userId, PROFILE_TAB.professional, async (tx) => {
        await tx
          .insert(professionalData)
          .values({ userId, experience: request.esperienze })
          .onConflictDoUpdate({ target: professionalData.userId, set: { experience: request.esperienze } });
        // Both lists are replaced as a whole: the form always sends every entry.
        await tx.delete(profileRoles).where(eq(profileRoles.userId, userId));
        await tx
          .insert(profileRoles)
          .values(request.listaRuoli.map((entry, position) => ({ userId, position, roleId: entry.id_Ruolo })));
        await tx.delete(profileLanguages).where(eq(profileLanguages.userId, userId));
        await tx.insert(profileLanguages).values(
          request.listaLingue.map((entry, position) => ({
            userId,
            position,
            languageId: entry.id_LinguaProfilo,
            levelId: entry.livello,
          })),
        );
      });
    },

    // -- tab 7 ------------------------------------------------------------------------------------

    async getFiscalData(userId: number) {
      const [row] = await db.select().from(fiscalData).where(eq(fiscalData.userId, userId));
      return { imponibileFiscale: row?.taxableIncome ?? null };
    },

    saveFiscalData(userId: number, request: DatiFiscaliRequest): Promise<TabSaved> {
      const values = { taxableIncome: request.imponibileFiscale };
      return saveTab(userId, PROFILE_TAB.fiscal, async (tx) => {
        await tx
          .insert(fiscalData)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: fiscalData.userId, set: values });
      });
    },

    // -- tab 8 ------------------------------------------------------------------------------------

    async getBankData(userId: number) {
      const [row] = await db.select().from(bankData).where(eq(bankData.userId, userId));
      return { iban: row?.iban ?? null, nomeBanca: row?.bankName ?? null, swiftCode: row?.bic ?? null };
    },

    saveBankData(userId: number, request: DatiBancariRequest): Promise<TabSaved> {
      const values = { iban: request.iban, bankName: request.nomeBanca, bic: request.swiftCode };
      return saveTab(userId, PROFILE_TAB.bank, async (tx) => {
        await tx
          .insert(bankData)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: bankData.userId, set: values });
      });
    },
  };
}

export type TabStore = ReturnType<typeof createTabStore>;
