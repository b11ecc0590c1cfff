/**
 * The worked example of product.md §4.20 (rate 24000, 8 h, 25 %, 40 per km; one day of 10 hours,
 * 100 km and 1850 of fuel), as a cost line's figures before the client approves anything: the
 * server's arithmetic and API tests expect them, and the job page's tests show them.
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
