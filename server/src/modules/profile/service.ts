import { and, asc, between, eq, sql } from 'drizzle-orm';
import { type Today, daysFrom, endOfNextMonth } from '../../../../src/validation/dates';
import type { Language } from '../../../../src/validation/language';
import { joinRecapitoFatturaElettronica, splitRecapitoFatturaElettronica } from '../../../../src/validation/italianFormats';
import type { DatiDisponibilitaRequest } from '../../../../src/validation/profile/availability';
import type { DatiBancariRequest } from '../../../../src/validation/profile/bank';
import type { DatiCittadinanzaRequest } from '../../../../src/validation/profile/citizenship';
import type { DatiFamiliariRequest } from '../../../../src/validation/profile/family';
import type { DatiFiscaliRequest } from '../../../../src/validation/profile/fiscal';
import type { DatiPersonaliGiuridiciRequest } from '../../../../src/validation/profile/personalLegal';
import type { DatiFisiciRequest } from '../../../../src/validation/profile/physical';
import type { DatiProfessionaliRequest } from '../../../../src/validation/profile/professional';
import { type DatiProfiloRequest, USER_TYPES } from '../../../../src/validation/profile/profileData';
import { PROFILE_TAB, type ProfileTab, isTabEnabled, workflowAfterSaving } from '../../../../src/validation/profile/tabs';
import { DOCUMENT_TYPES } from '../../../../src/validation/uploads';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import {
  availabilityDays,
  bankData,
  citizenships,
  dependentChildren,
  documents,
  familyData,
  fiscalData,
  greenPasses,
  personalLegalData,
  physicalData,
  professionalData,
  profileLanguages,
  profilePhotos,
  profileRoles,
  profiles,
  users,
  workingAreas,
} from '../../db/schema';
import { FieldRefusal, NotFound, Refusal } from '../../http/errors';
import { translate } from '../../i18n/messages';
import type { UserFiles } from '../../storage/userFiles';
import { type Catalogue, type DomainService, nameIn } from '../domain/service';
import { type StoredImage, type Upload, displayName, encodeDocument, encodePhoto } from './uploads';

export interface ProfileDeps {
  db: Database;
  domain: DomainService;
  files: UserFiles;
  clock: Clock;
}

/** What every Salva answers: the workflow after the save, so the wizard knows where to go. */
export interface SaveResult {
  workflow: number;
}

export interface ProfileImage {
  bytes: Buffer;
  mimeType: string;
  /** Changes whenever the photo does: the ETag of the image answer. */
  version: string;
}

const fieldError = (field: string, messageId: string) => new FieldRefusal(field, messageId);

export function createProfileService(deps: ProfileDeps) {
  const { db, domain, files, clock } = deps;
  /** Today in Rome by the app's clock: the day the rules of src/validation compare with. */
  const today: Today = () => clock.today();

  /**
   * Who may read whose profile and photo. For now a user reads only their own; the search feature
   * opens other people's complete profiles to Master subscribers here, and nowhere else.
   */
  function mayView(viewerId: number, ownerId: number): boolean {
    return viewerId === ownerId;
  }

  /** Holds the user's row until the transaction ends, so two saves or uploads of one user queue up. */
  async function lockUser(tx: Queryable, userId: number) {
    const [user] = await tx.select({ workflow: users.workflow }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new NotFound();
    return user;
  }

  /**
   * A tab's save: refused while an earlier tab is still to do, written in one transaction with the
   * workflow's move (00-DECISIONS), so either both happen or neither does.
   */
  function saveTab(userId: number, tab: ProfileTab, write: (tx: Queryable) => Promise<void>): Promise<SaveResult> {
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!isTabEnabled(user.workflow, tab)) throw new Refusal('profile.workflow.tabLocked');
      await write(tx);
      const workflow = workflowAfterSaving(user.workflow, tab);
      if (workflow !== user.workflow) await tx.update(users).set({ workflow }).where(eq(users.id, userId));
      return { workflow };
    });
  }

  // -- checks against the lookups (the rules of src/validation cannot see the tables) -----------

  function checkWorkingArea(catalogue: Catalogue, area: DatiDisponibilitaRequest['listaNazioni'][number], at: string) {
    const nation = catalogue.nations.get(area.id_Nazione);
    if (!nation) throw fieldError(`${at}.id_Nazione`, 'validation.lookup.invalid');
    if (area.id_Regione == null) {
      if (nation.regionIds.length > 0) throw fieldError(`${at}.id_Regione`, 'validation.profile.region.required');
    } else if (!nation.regionIds.includes(area.id_Regione)) {
      throw fieldError(`${at}.id_Regione`, 'validation.profile.region.invalid');
    }
  }

  function checkSize(catalogue: Catalogue, sizeId: number | null, kind: 'vestiti' | 'pantaloni', field: string) {
    if (sizeId != null && catalogue.sizes.get(sizeId)?.kind !== kind) throw fieldError(field, 'validation.profile.size.invalid');
  }

  function checkProfessional(catalogue: Catalogue, request: DatiProfessionaliRequest) {
    request.listaRuoli.forEach((entry, index) => {
      const at = `listaRuoli[${index}]`;
      if (!catalogue.scopes.has(entry.id_Ambito)) throw fieldError(`${at}.id_Ambito`, 'validation.lookup.invalid');
      const department = catalogue.departments.get(entry.id_Dipartimento);
      if (!department) throw fieldError(`${at}.id_Dipartimento`, 'validation.lookup.invalid');
      if (department.scopeId !== entry.id_Ambito) throw fieldError(`${at}.id_Dipartimento`, 'validation.profile.department.mismatch');
      const role = catalogue.roles.get(entry.id_Ruolo);
      if (!role) throw fieldError(`${at}.id_Ruolo`, 'validation.lookup.invalid');
      if (role.departmentId !== entry.id_Dipartimento) throw fieldError(`${at}.id_Ruolo`, 'validation.profile.role.mismatch');
    });
    request.listaLingue.forEach((entry, index) => {
      if (!catalogue.languages.has(entry.id_LinguaProfilo)) throw fieldError(`listaLingue[${index}].id_LinguaProfilo`, 'validation.lookup.invalid');
      if (!catalogue.levels.has(entry.livello)) throw fieldError(`listaLingue[${index}].livello`, 'validation.lookup.invalid');
    });
  }

  // -- reads shared by the tabs and the profile view --------------------------------------------

  /** The availability window, today to the end of next month; a day not stored is available. */
  async function availabilityWindow(userId: number) {
    const from = today();
    const to = endOfNextMonth(from);
    const stored = await db
      .select()
      .from(availabilityDays)
      .where(and(eq(availabilityDays.userId, userId), between(availabilityDays.day, from, to)));
    const byDay = new Map(stored.map((row) => [row.day, row]));
    // Only an accepted engagement makes a day not modifiable (00-DECISIONS); this part of the
    // product has no engagements, so every day of the window can be changed.
    return daysFrom(from, to).map((giorno) => {
      const row = byDay.get(giorno);
      return { giorno, disponibile: row?.available ?? true, modificabile: true, id_DisponibilitaProfilo: row?.id ?? null };
    });
  }

  async function greenPassOf(userId: number) {
    const [row] = await db.select().from(greenPasses).where(eq(greenPasses.userId, userId));
    return { greenPass: row?.greenPass ?? false, dataScadenzaGreenPass: row?.expiresOn ?? null };
  }

  const workingAreasOf = (userId: number) =>
    db.select().from(workingAreas).where(eq(workingAreas.userId, userId)).orderBy(asc(workingAreas.position));
  const rolesOf = (userId: number) => db.select().from(profileRoles).where(eq(profileRoles.userId, userId)).orderBy(asc(profileRoles.position));
  const languagesOf = (userId: number) =>
    db.select().from(profileLanguages).where(eq(profileLanguages.userId, userId)).orderBy(asc(profileLanguages.position));

  async function documentsOf(userId: number) {
    const rows = await db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.id));
    return rows.map((row) => ({
      id_Documento: row.id,
      tipoDocumento: row.documentType,
      dimensioniDocumento: row.sizeBytes,
      nomeDocumento: row.originalName,
      tipoFile: row.mimeType,
      dataCaricamento: row.uploadedAt.toISOString(),
    }));
  }

  /** Runs `write` with files already on disk; if it fails they are removed, if it succeeds the replaced ones are. */
  async function withNewFiles<T>(userId: number, saved: string[], write: () => Promise<{ result: T; replaced: string[] }>): Promise<T> {
    let outcome: { result: T; replaced: string[] };
    try {
      outcome = await write();
    } catch (error) {
      await files.remove(userId, saved);
      throw error;
    }
    await files.remove(userId, outcome.replaced);
    return outcome.result;
  }

  return {
    today,

    // -- tab 0 ------------------------------------------------------------------------------------

    async getAvailability(userId: number) {
      const [pass, areas, days] = await Promise.all([greenPassOf(userId), workingAreasOf(userId), availabilityWindow(userId)]);
      return {
        ...pass,
        listaNazioni: areas.map((area) => ({ id_Nazione: area.nationId, id_Regione: area.regionId })),
        listaDisponibilita: days,
      };
    },

    async saveAvailability(userId: number, request: DatiDisponibilitaRequest): Promise<SaveResult> {
      const catalogue = await domain.catalogue();
      request.listaNazioni.forEach((area, index) => checkWorkingArea(catalogue, area, `listaNazioni[${index}]`));
      return saveTab(userId, PROFILE_TAB.availability, async (tx) => {
        const pass = { greenPass: request.greenPass, expiresOn: request.dataScadenzaGreenPass };
        await tx.insert(greenPasses).values({ userId, ...pass }).onConflictDoUpdate({ target: greenPasses.userId, set: pass });
        await tx.delete(workingAreas).where(eq(workingAreas.userId, userId));
        if (request.listaNazioni.length > 0) {
          await tx
            .insert(workingAreas)
            .values(request.listaNazioni.map((area, position) => ({ userId, position, nationId: area.id_Nazione, regionId: area.id_Regione })));
        }
        if (request.listaDisponibilita.length > 0) {
          await tx
            .insert(availabilityDays)
            .values(request.listaDisponibilita.map((day) => ({ userId, day: day.giorno, available: day.disponibile })))
            .onConflictDoUpdate({ target: [availabilityDays.userId, availabilityDays.day], set: { available: sql`excluded.available` } });
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
        listaTipologieUtente: USER_TYPES.map((chiave) => ({ chiave, valore: translate(language, `profile.userType.${chiave}`) })),
        listaTipiDocumento: DOCUMENT_TYPES.map((chiave) => ({ chiave, valore: translate(language, `profile.documentType.${chiave}`) })),
      };
    },

    saveProfileData(userId: number, request: DatiProfiloRequest): Promise<SaveResult> {
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
        await tx.insert(profiles).values({ userId, ...values }).onConflictDoUpdate({ target: profiles.userId, set: values });
        await tx
          .update(users)
          .set({ tipologiaUtente: request.tipologiaUtente, imageConsent: request.consensoTrattamentoImmagini })
          .where(eq(users.id, userId));
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

    savePersonalLegalData(userId: number, request: DatiPersonaliGiuridiciRequest): Promise<SaveResult> {
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

    async saveCitizenship(userId: number, request: DatiCittadinanzaRequest): Promise<SaveResult> {
      const catalogue = await domain.catalogue();
      const reason = request.id_MotivoRilascioPermessoSoggiorno;
      if (reason != null && !catalogue.permitReasons.has(reason)) throw fieldError('id_MotivoRilascioPermessoSoggiorno', 'validation.lookup.invalid');
      const values = {
        italian: request.cittadinanzaItaliana,
        permitReasonId: reason,
        permitCode: request.codicePermessoSoggiorno,
        permitIdentifier: request.identificativoPermessoSoggiorno,
        permitIssuingCity: request.cittàRilascioPermessoSoggiorno,
        permitExpiresOn: request.dataScadenzaPermessoSoggiorno,
      };
      return saveTab(userId, PROFILE_TAB.citizenship, async (tx) => {
        await tx.insert(citizenships).values({ userId, ...values }).onConflictDoUpdate({ target: citizenships.userId, set: values });
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
        numeroScarpe: row?.shoeSize ?? null,
        listaTaglie: await domain.sizes(),
      };
    },

    async savePhysicalData(userId: number, request: DatiFisiciRequest): Promise<SaveResult> {
      const catalogue = await domain.catalogue();
      checkSize(catalogue, request.tagliaVestiti, 'vestiti', 'tagliaVestiti');
      checkSize(catalogue, request.tagliaPantaloni, 'pantaloni', 'tagliaPantaloni');
      const values = {
        clothesSizeId: request.tagliaVestiti,
        trousersSizeId: request.tagliaPantaloni,
        heightCm: request.altezza,
        weightKg: request.peso,
        shoeSize: request.numeroScarpe,
      };
      return saveTab(userId, PROFILE_TAB.physical, async (tx) => {
        await tx.insert(physicalData).values({ userId, ...values }).onConflictDoUpdate({ target: physicalData.userId, set: values });
      });
    },

    // -- tab 5 ------------------------------------------------------------------------------------

    async getFamilyData(userId: number, language: Language) {
      const [[row], children] = await Promise.all([
        db.select().from(familyData).where(eq(familyData.userId, userId)),
        db.select().from(dependentChildren).where(eq(dependentChildren.userId, userId)).orderBy(asc(dependentChildren.position)),
      ]);
      return {
        statoCivile: row?.maritalStatusId ?? null,
        codiceFiscaleConiuge: row?.spouseFiscalCode ?? null,
        numeroFigliACarico: row?.dependentChildren ?? 0,
        percentualeFigliACarico: row?.dependentChildrenPercentage ?? null,
        listaFigliACarico: children.map((child) => ({ id_FiglioACarico: child.id, codiceFiscaleFiglio: child.fiscalCode })),
        listaStatiCivili: await domain.maritalStatuses(language),
      };
    },

    async saveFamilyData(userId: number, request: DatiFamiliariRequest): Promise<SaveResult> {
      const catalogue = await domain.catalogue();
      if (!catalogue.maritalStatuses.has(request.statoCivile)) throw fieldError('statoCivile', 'validation.lookup.invalid');
      const values = {
        maritalStatusId: request.statoCivile,
        spouseFiscalCode: request.codiceFiscaleConiuge,
        dependentChildren: request.numeroFigliACarico,
        dependentChildrenPercentage: request.percentualeFigliACarico,
      };
      return saveTab(userId, PROFILE_TAB.family, async (tx) => {
        await tx.insert(familyData).values({ userId, ...values }).onConflictDoUpdate({ target: familyData.userId, set: values });
        // The list is replaced as a whole: the form always sends every child.
        await tx.delete(dependentChildren).where(eq(dependentChildren.userId, userId));
        if (request.listaFigliACarico.length > 0) {
          await tx
            .insert(dependentChildren)
            .values(request.listaFigliACarico.map((child, position) => ({ userId, position, fiscalCode: child.codiceFiscaleFiglio })));
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
          return { id_RuoloProfilo: entry.id, id_Ruolo: entry.roleId, id_Dipartimento: department.id, id_Ambito: department.scopeId };
        }),
        esperienze: row?.experience ?? null,
        listaLingue: languageRows.map((entry) => ({ id_LinguaProfilo: entry.languageId, livello: entry.levelId })),
      };
    },

    async saveProfessionalData(userId: number, request: DatiProfessionaliRequest): Promise<SaveResult> {
      checkProfessional(await domain.catalogue(), request);
      return saveTab(userId, PROFILE_TAB.professional, async (tx) => {
        await tx
          .insert(professionalData)
          .values({ userId, experience: request.esperienze })
          .onConflictDoUpdate({ target: professionalData.userId, set: { experience: request.esperienze } });
        // Both lists are replaced as a whole: the form always sends every entry.
        await tx.delete(profileRoles).where(eq(profileRoles.userId, userId));
        await tx.insert(profileRoles).values(request.listaRuoli.map((entry, position) => ({ userId, position, roleId: entry.id_Ruolo })));
        await tx.delete(profileLanguages).where(eq(profileLanguages.userId, userId));
        await tx
          .insert(profileLanguages)
          .values(request.listaLingue.map((entry, position) => ({ userId, position, languageId: entry.id_LinguaProfilo, levelId: entry.livello })));
      });
    },

    // -- tab 7 ------------------------------------------------------------------------------------

    async getFiscalData(userId: number) {
      const [row] = await db.select().from(fiscalData).where(eq(fiscalData.userId, userId));
      return { imponibileFiscale: row?.taxableIncome ?? null };
    },

    saveFiscalData(userId: number, request: DatiFiscaliRequest): Promise<SaveResult> {
      const values = { taxableIncome: request.imponibileFiscale };
      return saveTab(userId, PROFILE_TAB.fiscal, async (tx) => {
        await tx.insert(fiscalData).values({ userId, ...values }).onConflictDoUpdate({ target: fiscalData.userId, set: values });
      });
    },

    // -- tab 8 ------------------------------------------------------------------------------------

    async getBankData(userId: number) {
      const [row] = await db.select().from(bankData).where(eq(bankData.userId, userId));
      return { iban: row?.iban ?? null, nomeBanca: row?.bankName ?? null, swiftCode: row?.bic ?? null };
    },

    saveBankData(userId: number, request: DatiBancariRequest): Promise<SaveResult> {
      const values = { iban: request.iban, bankName: request.nomeBanca, bic: request.swiftCode };
      return saveTab(userId, PROFILE_TAB.bank, async (tx) => {
        await tx.insert(bankData).values({ userId, ...values }).onConflictDoUpdate({ target: bankData.userId, set: values });
      });
    },

    // -- the profile as another user sees it ------------------------------------------------------

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

    // -- photo and documents ----------------------------------------------------------------------

    async savePhoto(userId: number, upload: Upload): Promise<void> {
      if (upload.bytes.length === 0) throw new Refusal('profile.upload.empty');
      const encoded = await encodePhoto(upload.bytes);
      if (!encoded) throw fieldError('file', 'profile.upload.photoType');
      const saved = [
        await files.save(userId, encoded.photo.bytes, encoded.photo.extension),
        await files.save(userId, encoded.thumbnail.bytes, encoded.thumbnail.extension),
      ];
      const values = {
        storedName: saved[0],
        mimeType: encoded.photo.mimeType,
        sizeBytes: encoded.photo.bytes.length,
        thumbnailName: saved[1],
        thumbnailMimeType: encoded.thumbnail.mimeType,
        uploadedAt: clock.now(),
      };
      await withNewFiles(userId, saved, () =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [previous] = await tx.select().from(profilePhotos).where(eq(profilePhotos.userId, userId));
          await tx.insert(profilePhotos).values({ userId, ...values }).onConflictDoUpdate({ target: profilePhotos.userId, set: values });
          return { result: undefined, replaced: previous ? [previous.storedName, previous.thumbnailName] : [] };
        }),
      );
    },

    /** The photo or its thumbnail; undefined when the user has none. */
    async photo(viewerId: number, ownerId: number, thumbnail: boolean): Promise<ProfileImage | undefined> {
      if (!mayView(viewerId, ownerId)) throw new NotFound();
      const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.userId, ownerId));
      if (!row) return undefined;
      const storedName = thumbnail ? row.thumbnailName : row.storedName;
      return {
        bytes: await files.read(ownerId, storedName),
        mimeType: thumbnail ? row.thumbnailMimeType : row.mimeType,
        version: storedName,
      };
    },

    /**
     * CaricaFile/{tipoDocumento}: the files of one upload (a card's two sides, a passport's pages)
     * become the user's documents of that type, replacing the earlier ones, since there is no call
     * to delete a document and an expired one should not linger. Answers the new list.
     */
    async saveDocuments(userId: number, documentType: number, uploads: Upload[], language: Language) {
      if (uploads.length === 0) throw fieldError('files', 'profile.upload.fileRequired');
      if (uploads.some((upload) => upload.bytes.length === 0)) throw new Refusal('profile.upload.empty');
      const encoded: { upload: Upload; document: StoredImage }[] = [];
      for (const upload of uploads) {
        const document = await encodeDocument(upload.bytes);
        if (!document) throw fieldError('files', 'profile.upload.documentType');
        encoded.push({ upload, document });
      }
      const fallbackName = translate(language, `profile.documentType.${documentType}`);
      const rows: (typeof documents.$inferInsert)[] = [];
      const saved: string[] = [];
      try {
        for (const { upload, document } of encoded) {
          const storedName = await files.save(userId, document.bytes, document.extension);
          saved.push(storedName);
          rows.push({
            userId,
            documentType,
            originalName: displayName(upload.filename, fallbackName),
            storedName,
            sizeBytes: document.bytes.length,
            mimeType: document.mimeType,
            uploadedAt: clock.now(),
          });
        }
      } catch (error) {
        await files.remove(userId, saved);
        throw error;
      }
      await withNewFiles(userId, saved, () =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const previous = await tx
            .delete(documents)
            .where(and(eq(documents.userId, userId), eq(documents.documentType, documentType)))
            .returning({ storedName: documents.storedName });
          await tx.insert(documents).values(rows);
          return { result: undefined, replaced: previous.map((row) => row.storedName) };
        }),
      );
      return { listaDocumenti: await documentsOf(userId) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
