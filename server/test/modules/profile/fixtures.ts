import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { addDays } from '@shared/validation/dates';
import type { SignedInUser } from '../../helpers/users';

/** The save call of each tab, by index. */
export const SAVE_CALLS = [
  'SalvaDatiDisponibilita',
  'SalvaDatiProfilo',
  'SalvaDatiPersonaliGiuridici',
  'SalvaDatiCittadinanza',
  'SalvaDatiFisici',
  'SalvaDatiFamiliari',
  'SalvaDatiProfessionali',
  'SalvaDatiFiscali',
  'SalvaDatiBancari',
] as const;

export const READ_CALLS = SAVE_CALLS.map((call) => call.replace('Salva', 'Recupera'));

/** A good body for each tab, as the SPA sends it (untrimmed, lower case, spaced). */
export function validTabs(today: string): Record<string, unknown>[] {
  return [
    {
      greenPass: true,
      dataScadenzaGreenPass: addDays(today, 30),
      listaNazioni: [
        { id_Nazione: 21, id_Regione: 7 },
        { id_Nazione: 9, id_Regione: null },
      ],
      listaDisponibilita: [
        { giorno: addDays(today, 1), disponibile: false, modificabile: true, id_DisponibilitaProfilo: null },
        { giorno: addDays(today, 2), disponibile: true },
      ],
    },
    {
      tipologiaUtente: 0,
      nome: 'Giulia',
      cognome: 'Bianchi',
      telefono: '333 123 4567',
      email: 'giulia.bianchi@example.com',
      codiceFiscalePIVA: 'bnchgl90a41h501x',
      recapitoFatturaElettronica: '',
      dataNascita: '1990-01-01',
      consensoTrattamentoImmagini: true,
    },
    {
      cittaNascita: 'Napoli',
      provinciaNascita: 'na',
      cittaResidenza: 'Roma',
      indirizzoResidenza: 'Via Appia Nuova 10',
      provinciaResidenza: 'rm',
      capResidenza: '00179',
      cittaDomicilio: 'Milano',
      indirizzoDomicilio: 'Via Tortona 5',
      provinciaDomicilio: 'Milano',
      capDomicilio: '20144',
    },
    {
      cittadinanzaItaliana: false,
      id_MotivoRilascioPermessoSoggiorno: 3,
      codicePermessoSoggiorno: 'RM1234567',
      identificativoPermessoSoggiorno: 'I0123456',
      cittàRilascioPermessoSoggiorno: 'Roma',
      dataScadenzaPermessoSoggiorno: addDays(today, 365),
    },
    { tagliaVestiti: 3, tagliaPantaloni: 144, altezza: 172, peso: 64, numeroScarpe: 39 },
    {
      statoCivile: 1,
      codiceFiscaleConiuge: 'rssmra85t10a562s',
      numeroFigliACarico: 2,
      percentualeFigliACarico: 50,
      listaFigliACarico: [
        { codiceFiscaleFiglio: 'rssgli15a41h501w' },
        { id_FiglioACarico: null, codiceFiscaleFiglio: 'RSSLCU18C10H501K' },
      ],
    },
    {
      listaRuoli: [
        { id_Ambito: 1, id_Dipartimento: 104, id_Ruolo: 10401 },
        { id_Ambito: 4, id_Dipartimento: 405, id_Ruolo: 40501 },
      ],
      esperienze: 'Dieci anni come direttrice della fotografia per cinema e teatro.',
      listaLingue: [
        { id_LinguaProfilo: 1, livello: 5 },
        { id_LinguaProfilo: 2, livello: 3 },
      ],
    },
    { imponibileFiscale: '32000' },
    { iban: 'it60 x054 2811 1010 0000 0123 456', nomeBanca: 'Banca Popolare di Milano', swiftCode: 'bpmoit22xxx' },
  ];
}

export async function saveTab(app: FastifyInstance, user: SignedInUser, tab: number, body: unknown, language = 'it') {
  return app.inject({
    method: 'PUT',
    url: `/api/Profilo/${SAVE_CALLS[tab]}`,
    headers: { ...user.auth, 'accept-language': language },
    payload: body as object,
  });
}

export async function readTab(app: FastifyInstance, user: SignedInUser, tab: number, language = 'it') {
  return app.inject({
    method: 'GET',
    url: `/api/Profilo/${READ_CALLS[tab]}`,
    headers: { ...user.auth, 'accept-language': language },
  });
}

/** Saves every tab in order, leaving the user with a complete profile (workflow 0), named as `person` if given. */
export async function completeProfile(
  app: FastifyInstance,
  user: SignedInUser,
  today: string,
  person?: { nome: string; cognome: string },
) {
  const tabs = validTabs(today);
  if (person) tabs[1] = { ...tabs[1], ...person };
  for (let tab = 0; tab < tabs.length; tab += 1) {
    const response = await saveTab(app, user, tab, tabs[tab]);
    if (response.statusCode !== 200 || !response.json().success) throw new Error(`tab ${tab}: ${response.body}`);
  }
}

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body with the given files under one field, as a browser's FormData sends it. */
export function multipart(field: string, parts: FilePart[]) {
  const boundary = `----troupe${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Bytes that begin as a PDF does: the only thing the server looks at to call it one. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
}
