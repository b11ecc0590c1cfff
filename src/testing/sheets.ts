import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { Enlistment } from '@shared/contracts/enlistments';
import type { TimeReportRecord } from '@shared/contracts/timesheets';

/** An accepted engagement as ListaIngaggi answers it: 1 to 20 May 2030. */
export function anAcceptedEngagement(overrides: Partial<Enlistment> = {}): Enlistment {
  return {
    id_Ingaggio: 10,
    id_Job: 1,
    nome: 'Spot Barilla',
    descrizione: 'Riprese in esterno',
    statoIngaggio: 2,
    dataInizio: '2030-05-01',
    dataFine: '2030-05-20',
    email: 'produzione@example.com',
    indirizzo: 'Via Tiburtina 521, Roma',
    listaNazioni: [{ id_Nazione: 21, id_Regione: 8 }],
    nomeCliente: 'Giulia Rossi',
    tariffaGiornaliera: 24000,
    rispondiEntro: null,
    posizione: null,
    vistoIl: null,
    controproposta: null,
    ...overrides,
  };
}

/** A day of a time report, unsent: 8 hours worked. */
export function aTimeReportRecord(overrides: Partial<TimeReportRecord> = {}): TimeReportRecord {
  return {
    id_Ingaggio: 10,
    dataRiferimento: '2030-05-06',
    oreLavorate: 8,
    oreFerie: 0,
    orePermessi: 0,
    inviato: false,
    dataInvio: null,
    stato: overrides.inviato ? 'inviato' : 'da_inviare',
    notaRevisione: null,
    ...overrides,
  };
}

/** A day of a car sheet, unsent. */
export function aCarSheetRecord(overrides: Partial<CarSheetRecord> = {}): CarSheetRecord {
  return {
    id_SchedeAuto: 1,
    id_Ingaggio: 10,
    giorno: '2030-05-06',
    percorsiEffettuati: 'Roma - Cinecittà - Roma',
    kmPercorsi: 42,
    modello: 'Fiat Panda',
    targa: 'AB123CD',
    costoBenzinaCentesimi: 1250,
    costoBenzina: 13,
    inviato: false,
    dataInvio: null,
    stato: overrides.inviato ? 'inviato' : 'da_inviare',
    notaRevisione: null,
    ...overrides,
  };
}
