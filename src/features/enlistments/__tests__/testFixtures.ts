import type { Enlistment } from '@shared/contracts/enlistments';

/** An engagement as the worker's lists answer it (RichiesteIngaggio, ListaIngaggi). */
export function anEnlistment(overrides: Partial<Enlistment> = {}): Enlistment {
  return {
    id_Ingaggio: 10,
    id_Job: 1,
    nome: 'Spot Barilla',
    descrizione: 'Riprese in esterno, due giorni',
    statoIngaggio: 1,
    dataInizio: '2030-05-20',
    dataFine: '2030-05-21',
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
