import type { CostLine } from '@shared/contracts/costs';
import type { Job, JobEngagement } from '@shared/contracts/jobs';
import { WORKED_EXAMPLE_PENDING } from '@shared/validation/__tests__/workedExample';

/** A job as RecuperaJobs answers it, in Rome in May 2030. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id_Job: 1,
    nome: 'Spot Barilla',
    descrizione: 'Riprese in esterno, due giorni',
    dataInizio: '2030-05-20',
    dataFine: '2030-05-22',
    email: 'produzione@example.com',
    indirizzo: 'Via Tiburtina 521, Roma',
    listaNazioni: [{ id_Nazione: 21, id_Regione: 8 }],
    tariffaGiornaliera: 24000,
    oreGiornaliere: 8,
    maggiorazioneStraordinario: 25,
    rimborsoKm: 40,
    cnt_Accettati: 0,
    cnt_Inviati: 0,
    ...overrides,
  };
}

/** An engagement as RecuperaIngaggi lists it for the job's owner. */
export function anEngagement(overrides: Partial<JobEngagement> = {}): JobEngagement {
  return {
    id_Ingaggio: 10,
    id_Job: 1,
    userId: 42,
    nome: 'Luca',
    cognome: 'Verdi',
    dataInizio: '2030-05-20',
    dataFine: '2030-05-21',
    statoIngaggio: 1,
    tariffaGiornaliera: 24000,
    rispondiEntro: null,
    posizione: null,
    vistoIl: null,
    controproposta: null,
    ...overrides,
  };
}

/** A line of a job's cost sheet: product.md §4.20's worked example, a day of 10 hours, 100 km and €18.50 of fuel. */
export function aCostLine(overrides: Partial<CostLine> = {}): CostLine {
  return {
    id_Ingaggio: 10,
    userId: 42,
    nome: 'Luca',
    cognome: 'Verdi',
    tariffaGiornaliera: 24000,
    ...WORKED_EXAMPLE_PENDING,
    ...overrides,
  };
}
