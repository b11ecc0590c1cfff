/**
 * The worked example of product.md §4.20 (rate 24000, 8 h, 25 %, 40 per km; one day of 10 hours,
 * 100 km and 1850 of fuel), as a cost line's figures before the client approves anything: the
 * arithmetic's unit test and the API's test expect the same.
 */
export const WORKED_EXAMPLE_PENDING = {
  giorni: 1,
  oreOrdinarie: 8,
  oreStraordinario: 2,
  oreFerie: 0,
  orePermessi: 0,
  compenso: 31500,
  km: 100,
  rimborsoChilometrico: 4000,
  carburante: 1850,
  totale: 37350,
  totaleApprovato: 0,
};
