import { readFileSync } from 'node:fs';
import path from 'node:path';
import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import { failures, messageIdsOf, valid } from './schemaFailures';
import {
  carSheetFormSchema,
  carSheetSchema,
  carSheetUpdateSchema,
  fuelCostCentsOf,
  normalisePlate,
} from '../carsheets';
import { FUTURE_DAY_MESSAGE, isInsideEngagement, sendRecordsSchema } from '../dailyRecords';
import { dayTotal, timeReportSchema } from '../timesheets';

const TODAY = '2025-06-15';
const today = () => TODAY;
const engagement = { dataInizio: '2025-06-10', dataFine: '2025-06-20' };

const goodDay = {
  dataRiferimento: '2025-06-14',
  id_Ingaggio: 7,
  inviato: false,
  oreLavorate: 8,
  oreFerie: 0,
  orePermessi: 2,
};
const goodCar = {
  id_Ingaggio: 7,
  giorno: '2025-06-14',
  percorsiEffettuati: 'Milano - Torino',
  kmPercorsi: 140,
  modello: 'Panda',
  targa: 'ab 123-cd',
  costoBenzinaCentesimi: 3550,
};

describe('a time report day', () => {
  const schema = timeReportSchema(today, engagement);

  it('accepts whole hours from 0 to 24 per kind, up to 24 in all, today and earlier days', () => {
    expect(valid(schema, goodDay)).toEqual(goodDay);
    expect(
      failures(schema, { ...goodDay, dataRiferimento: TODAY, oreLavorate: 24, oreFerie: 0, orePermessi: 0 }),
    ).toEqual({});
    expect(failures(schema, { ...goodDay, oreLavorate: 0, oreFerie: 0, orePermessi: 0 })).toEqual({});
    expect(valid(schema, { ...goodDay, oreLavorate: '8', inviato: undefined })).toMatchObject({
      oreLavorate: 8,
      inviato: false,
    });
  });

  it('refuses a day after today with the catalogue message, and one outside the engagement', () => {
    expect(failures(schema, { ...goodDay, dataRiferimento: '2025-06-16' })).toEqual({
      dataRiferimento: FUTURE_DAY_MESSAGE,
    });
    expect(english[FUTURE_DAY_MESSAGE]).toBe('The specified date cannot be greater than today');
    expect(failures(schema, { ...goodDay, dataRiferimento: '2025-06-09' })).toEqual({
      dataRiferimento: 'validation.sheets.day.outsideEngagement',
    });
    expect(failures(timeReportSchema(today), { ...goodDay, dataRiferimento: '2025-06-09' })).toEqual({});
    expect(failures(schema, { ...goodDay, dataRiferimento: '2025-02-30' })).toEqual({
      dataRiferimento: 'validation.date.invalid',
    });
  });

  it('refuses hours out of range, fractions, a total above 24 and missing fields', () => {
    expect(failures(schema, { ...goodDay, oreLavorate: 25 })).toMatchObject({
      oreLavorate: 'validation.timesheet.hours.range',
    });
    expect(failures(schema, { ...goodDay, oreFerie: -1 })).toEqual({ oreFerie: 'validation.timesheet.hours.range' });
    expect(failures(schema, { ...goodDay, orePermessi: 1.5 })).toEqual({
      orePermessi: 'validation.timesheet.hours.range',
    });
    expect(failures(schema, { ...goodDay, oreLavorate: 16, oreFerie: 8, orePermessi: 1 })).toEqual({
      oreLavorate: 'validation.timesheet.total.max',
    });
    expect(failures(schema, {})).toEqual({
      dataRiferimento: 'validation.date.required',
      id_Ingaggio: 'validation.sheets.engagement.required',
      oreLavorate: 'validation.timesheet.hours.required',
      oreFerie: 'validation.timesheet.hours.required',
      orePermessi: 'validation.timesheet.hours.required',
    });
    expect(dayTotal({ oreLavorate: 8, oreFerie: 'x', orePermessi: 2 })).toBe(10);
  });

  it("reads typed hours as typed: a minus sign or a decimal is refused with the rule's message, never dropped", () => {
    expect(valid(schema, { ...goodDay, oreLavorate: ' 8 ', oreFerie: '0', orePermessi: '+2' })).toMatchObject({
      oreLavorate: 8,
      oreFerie: 0,
      orePermessi: 2,
    });
    expect(failures(schema, { ...goodDay, oreFerie: '-3' })).toEqual({ oreFerie: 'validation.timesheet.hours.range' });
    expect(failures(schema, { ...goodDay, oreFerie: '1,5' })).toEqual({ oreFerie: 'validation.timesheet.hours.range' });
    expect(failures(schema, { ...goodDay, oreFerie: '1.5' })).toEqual({ oreFerie: 'validation.timesheet.hours.range' });
    expect(failures(schema, { ...goodDay, oreFerie: '1e1' })).toEqual({ oreFerie: 'validation.number.invalid' });
    expect(failures(schema, { ...goodDay, oreFerie: '' })).toEqual({ oreFerie: 'validation.timesheet.hours.required' });
  });
});

describe('a car sheet day', () => {
  it('accepts the five fields, the plate stored upper-case without spaces or dashes', () => {
    expect(valid(carSheetSchema(today, engagement), goodCar)).toMatchObject({
      targa: 'AB123CD',
      kmPercorsi: 140,
      inviato: false,
      id_SchedeAuto: null,
    });
    expect(
      failures(carSheetSchema(today), { ...goodCar, kmPercorsi: 0, costoBenzinaCentesimi: 0, targa: 'x1' }),
    ).toEqual({});
    expect(
      failures(carSheetSchema(today), {
        ...goodCar,
        kmPercorsi: 2000,
        costoBenzinaCentesimi: 1000000,
        targa: 'ABCDE12345',
      }),
    ).toEqual({});
    expect(normalisePlate(' ab-12 ')).toBe('AB12');
  });

  it('refuses every field missing, bounds exceeded, a bad plate and a future day', () => {
    expect(failures(carSheetSchema(today), {})).toEqual({
      id_Ingaggio: 'validation.sheets.engagement.required',
      giorno: 'validation.date.required',
      percorsiEffettuati: 'validation.carsheet.routes.required',
      kmPercorsi: 'validation.carsheet.km.required',
      modello: 'validation.carsheet.model.required',
      targa: 'validation.carsheet.plate.required',
      costoBenzinaCentesimi: 'validation.carsheet.fuel.required',
    });
    const schema = carSheetSchema(today, engagement);
    expect(failures(schema, { ...goodCar, kmPercorsi: 2001, costoBenzinaCentesimi: -1 })).toEqual({
      kmPercorsi: 'validation.carsheet.km.range',
      costoBenzinaCentesimi: 'validation.carsheet.fuel.range',
    });
    expect(failures(schema, { ...goodCar, costoBenzinaCentesimi: 1000001, kmPercorsi: 12.5 })).toEqual({
      kmPercorsi: 'validation.carsheet.km.whole',
      costoBenzinaCentesimi: 'validation.carsheet.fuel.range',
    });
    expect(failures(schema, { ...goodCar, costoBenzinaCentesimi: 1850.5 })).toEqual({
      costoBenzinaCentesimi: 'validation.money.decimals',
    });
    expect(failures(schema, { ...goodCar, targa: 'A' })).toEqual({ targa: 'validation.carsheet.plate.invalid' });
    expect(failures(schema, { ...goodCar, targa: 'ABCDE123456' })).toEqual({
      targa: 'validation.carsheet.plate.invalid',
    });
    expect(failures(schema, { ...goodCar, targa: 'AB*12' })).toEqual({ targa: 'validation.carsheet.plate.invalid' });
    expect(failures(schema, { ...goodCar, giorno: '2025-06-16' })).toEqual({ giorno: FUTURE_DAY_MESSAGE });
    expect(failures(schema, { ...goodCar, giorno: '2025-06-21' })).toEqual({ giorno: FUTURE_DAY_MESSAGE });
    expect(failures(schema, { ...goodCar, giorno: '2025-06-01' })).toEqual({
      giorno: 'validation.sheets.day.outsideEngagement',
    });
    expect(failures(schema, { ...goodCar, percorsiEffettuati: '   ', modello: '' })).toEqual({
      percorsiEffettuati: 'validation.carsheet.routes.required',
      modello: 'validation.carsheet.model.required',
    });
  });

  it('refuses kilometres typed with a decimal or a sign instead of reading them as other numbers', () => {
    const schema = carSheetSchema(today, engagement);
    expect(valid(schema, { ...goodCar, kmPercorsi: '35' })).toMatchObject({ kmPercorsi: 35 });
    expect(failures(schema, { ...goodCar, kmPercorsi: '35,5' })).toEqual({
      kmPercorsi: 'validation.carsheet.km.whole',
    });
    expect(failures(schema, { ...goodCar, kmPercorsi: '35.5' })).toEqual({
      kmPercorsi: 'validation.carsheet.km.whole',
    });
    expect(failures(schema, { ...goodCar, kmPercorsi: '1.000' })).toEqual({
      kmPercorsi: 'validation.carsheet.km.whole',
    });
    expect(failures(schema, { ...goodCar, kmPercorsi: '-35' })).toEqual({ kmPercorsi: 'validation.carsheet.km.range' });
  });

  it('takes the fuel cost in cents, or in whole euro from earlier clients; the cents win when both come', () => {
    const schema = carSheetSchema(today, engagement);
    const { costoBenzinaCentesimi: _cents, ...inEuro } = goodCar;
    expect(fuelCostCentsOf(valid(schema, { ...inEuro, costoBenzina: 35 }))).toBe(3500);
    expect(fuelCostCentsOf(valid(schema, { ...goodCar, costoBenzina: 99 }))).toBe(3550);
    expect(failures(schema, { ...inEuro, costoBenzina: 10001 })).toEqual({
      costoBenzina: 'validation.carsheet.fuel.range',
    });
    expect(failures(schema, { ...inEuro, costoBenzina: 18.5 })).toEqual({
      costoBenzina: 'validation.carsheet.fuel.range',
    });
    expect(failures(schema, { ...inEuro, costoBenzina: null })).toEqual({
      costoBenzinaCentesimi: 'validation.carsheet.fuel.required',
    });
  });

  it("reads the dialog's fuel cost as typed in euro, in either language's decimal mark, into cents", () => {
    const schema = carSheetFormSchema(today, engagement, { update: false, language: 'it' });
    const typed = (costoBenzinaCentesimi: string) => ({ ...goodCar, costoBenzinaCentesimi });
    expect(valid(schema, typed('18,50'))).toMatchObject({ costoBenzinaCentesimi: 1850 });
    expect(valid(schema, typed('18.50'))).toMatchObject({ costoBenzinaCentesimi: 1850 });
    expect(valid(schema, typed('10.000,00'))).toMatchObject({ costoBenzinaCentesimi: 1000000 });
    expect(failures(schema, typed(''))).toEqual({ costoBenzinaCentesimi: 'validation.carsheet.fuel.required' });
    // The Italian page's thousands mark is the point: "1.850" is what an Italian means by it, the comma is ambiguous.
    expect(valid(schema, typed('1.850'))).toMatchObject({ costoBenzinaCentesimi: 185000 });
    expect(failures(schema, typed('1,850'))).toEqual({ costoBenzinaCentesimi: 'validation.money.ambiguous' });
    const english = carSheetFormSchema(today, engagement, { update: false, language: 'en' });
    expect(valid(english, typed('1,850'))).toMatchObject({ costoBenzinaCentesimi: 185000 });
    expect(failures(english, typed('1.850'))).toEqual({ costoBenzinaCentesimi: 'validation.money.ambiguous' });
    expect(failures(schema, typed('18,5555'))).toEqual({ costoBenzinaCentesimi: 'validation.money.decimals' });
    expect(failures(schema, typed('diciotto'))).toEqual({ costoBenzinaCentesimi: 'validation.money.invalid' });
    expect(failures(schema, typed('-18,50'))).toEqual({ costoBenzinaCentesimi: 'validation.carsheet.fuel.range' });
    expect(failures(schema, typed('10.000,01'))).toEqual({ costoBenzinaCentesimi: 'validation.carsheet.fuel.range' });
    expect(failures(carSheetFormSchema(today, engagement, { update: true, language: 'it' }), typed('18,50'))).toEqual({
      id_SchedeAuto: 'validation.lookup.invalid',
    });
  });

  it('needs the record id to update', () => {
    expect(failures(carSheetUpdateSchema(today), goodCar)).toEqual({ id_SchedeAuto: 'validation.lookup.invalid' });
    expect(failures(carSheetUpdateSchema(today), { ...goodCar, id_SchedeAuto: 3 })).toEqual({});
  });
});

describe('the send and the engagement rules', () => {
  it('sends one engagement by id', () => {
    expect(failures(sendRecordsSchema, { idIngaggio: 4 })).toEqual({});
    expect(failures(sendRecordsSchema, {})).toEqual({ idIngaggio: 'validation.sheets.engagement.required' });
    expect(isInsideEngagement('2025-06-10', engagement)).toBe(true);
    expect(isInsideEngagement('2025-06-21', engagement)).toBe(false);
  });

  it('names only messages both locales hold', () => {
    const ids = ['dailyRecords.ts', 'timesheets.ts', 'carsheets.ts', 'fields.ts'].flatMap((file) =>
      messageIdsOf(readFileSync(path.join(__dirname, '..', file), 'utf8')),
    );
    const missing = ids.filter((id) => !(id in italian) || !(id in english));
    expect(missing).toEqual([]);
    expect(ids).toContain(FUTURE_DAY_MESSAGE);
  });
});
