import { type Faker, fakerDE, fakerES, fakerFR, fakerIT, fakerNL, fakerPL, fakerPT_PT } from '@faker-js/faker';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, addYears } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { ENGAGEMENT_EVENTS } from '@shared/validation/reviewStates';
import { ITALY_NATION_ID } from '@shared/validation/fields';
import { createPasswordHasher } from '../modules/accounts';
import { encodePhoto } from '../modules/profile';
import type { UserFiles } from '../storage/userFiles';
import type { Database } from '../db/client';
import {
  carSheets,
  engagementEvents,
  engagements,
  jobPlaces,
  jobs,
  profilePhotos,
  profiles,
  sheetSends,
  subscriptions,
  timeReports,
} from '../db/schema';
import { type BulkWriter, type CrewPerson, insertCrew } from '../db/seed/crew';
import { ITALIAN_REGIONS, LANGUAGES, LANGUAGE_LEVELS, ROLE_ROWS } from '../db/seed/lookupData';

/**
 * Demo data: N crew members with complete, varied profiles and M Master clients with a
 * known password, so a newcomer can try search at once and the benchmark has a realistic table.
 * Deterministic (faker is seeded) and idempotent: people are keyed by username, and a second run
 * writes nothing for the ones already there.
 */

/** The password of every demo account, printed at the end. */
export const DEMO_PASSWORD = 'Troupe2030';
/** How far ahead availability and engagements reach. */
const HORIZON_DAYS = 60;
/** Crew generated and written per round, to keep memory flat on 100,000. */
const ROUND = 5000;
/** At most this many crew get a photo (the files are real files under DATA_DIR). */
const MAX_PHOTOS = 600;

/** The nations and the faker that writes their names: Italian names mostly, others European. */
const LOCALES: { nationId: number; faker: Faker; weight: number }[] = [
  { nationId: ITALY_NATION_ID, faker: fakerIT, weight: 60 },
  { nationId: 9, faker: fakerFR, weight: 10 },
  { nationId: 10, faker: fakerDE, weight: 8 },
  { nationId: 25, faker: fakerES, weight: 8 },
  { nationId: 19, faker: fakerPT_PT, weight: 5 },
  { nationId: 17, faker: fakerNL, weight: 4 },
  { nationId: 18, faker: fakerPL, weight: 5 },
];

/** Surnames with apostrophes and accents that a search must find however they are typed. */
const MARKED_SURNAMES = [
  "Dall'Olio",
  "D'Angelo",
  "Dell'Acqua",
  "D'Amico",
  'Niccolò',
  'Bianchì',
  'Sciarrà',
  'Nicolò',
  'Lo Iacono',
  'Fabbrì',
  "Dell'Orto",
  'Müller',
  'Søren',
  'Pérez',
  'Gonçalves',
];
const MARKED_NAMES = ['Niccolò', 'Nicolò', 'Mattìa', 'Élodie', 'Zoë', 'Anaïs', 'José', 'Inès', 'Jürgen', 'Łukasz'];

const EXPERIENCES = [
  'Dieci anni su set di lungometraggi e serie TV.',
  'Spot pubblicitari per marchi internazionali, tournée teatrali in tutta Europa.',
  'Experience on feature films, commercials and live television.',
  'Formazione al Centro Sperimentale di Cinematografia, poi cinema indipendente.',
  'Teatro di prosa e opera lirica, allestimenti e tournée.',
  'Documentari, videoclip e produzioni per piattaforme streaming.',
];

export interface DemoOptions {
  crew: number;
  clients: number;
  /** Today in Rome (the clock's): availability and engagements start here. */
  today: string;
  /** Where photos go; without it no photos are made. */
  files?: UserFiles;
  log?: (line: string) => void;
  /** PostgreSQL's COPY session, when the database is a server: the crew's tables are streamed. */
  bulk?: BulkWriter;
}

export interface DemoResult {
  crewAdded: number;
  clients: { username: string; email: string; password: string }[];
}

function pickLocale(faker: Faker) {
  const total = LOCALES.reduce((sum, entry) => sum + entry.weight, 0);
  let draw = faker.number.int({ min: 1, max: total });
  for (const entry of LOCALES) {
    draw -= entry.weight;
    if (draw <= 0) return entry;
  }
  return LOCALES[0];
}

/** One crew member, drawn from the seeded faker so the same index always gives the same person. */
function crewPerson(faker: Faker, index: number, today: string, passwordHash: string): CrewPerson {
  const locale = pickLocale(faker);
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const nome =
    faker.number.int(100) < 4 ? faker.helpers.arrayElement(MARKED_NAMES) : locale.faker.person.firstName(sex);
  const cognome =
    faker.number.int(100) < 6 ? faker.helpers.arrayElement(MARKED_SURNAMES) : locale.faker.person.lastName(sex);
  const region = () => (locale.nationId === ITALY_NATION_ID ? faker.helpers.arrayElement(ITALIAN_REGIONS).id : null);
  const areas = [{ nationId: locale.nationId, regionId: region() }];
  if (faker.number.int(100) < 40) {
    const other = faker.helpers.arrayElement(LOCALES.filter((entry) => entry.nationId !== locale.nationId));
    areas.push({
      nationId: other.nationId,
      regionId: other.nationId === ITALY_NATION_ID ? faker.helpers.arrayElement(ITALIAN_REGIONS).id : null,
    });
  }
  const roles = faker.helpers.arrayElements(ROLE_ROWS, { min: 1, max: 3 }).map((role) => role.id);
  const spoken = faker.helpers.arrayElements(LANGUAGES.slice(0, 8), { min: 1, max: 3 }).map((language) => ({
    languageId: language.id,
    levelId: faker.helpers.arrayElement(LANGUAGE_LEVELS).id,
  }));
  const unavailable = [
    ...new Set(
      Array.from({ length: faker.number.int({ min: 0, max: 8 }) }, () =>
        addDays(today, faker.number.int({ min: 0, max: HORIZON_DAYS - 1 })),
      ),
    ),
  ];
  const username = `crew${String(index).padStart(6, '0')}`;
  return {
    username,
    email: `${username}@demo.troupe.test`,
    passwordHash,
    nome,
    cognome,
    telefono: `+39 3${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
    heightCm: faker.number.int({ min: 150, max: 200 }),
    weightKg: faker.number.int({ min: 45, max: 110 }),
    experience: faker.helpers.arrayElement(EXPERIENCES),
    areas,
    roles,
    languages: spoken,
    unavailable,
  };
}

/** A few portraits drawn once: a coloured square with the person's initials, encoded as uploads are. */
async function portraits(count: number) {
  const colours = ['#2c5d99', '#b5523b', '#3f7d4e', '#7a4e9c', '#c28a1e', '#2f7f86'];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="${colours[index % colours.length]}"/><circle cx="240" cy="190" r="95" fill="#ffffff" fill-opacity="0.85"/><ellipse cx="240" cy="450" rx="170" ry="150" fill="#ffffff" fill-opacity="0.85"/></svg>`;
      const encoded = await encodePhoto(await sharp(Buffer.from(svg)).png().toBuffer());
      return encoded!;
    }),
  );
}

/** A demo client's job, where seedBookedCrew engages a worker. */
interface ClientJob {
  clientId: number;
  jobId: number;
  language: 'it' | 'en';
}

/** The demo jobs began this many days ago, so some of their days have hours to show. */
const JOB_DAYS_BEHIND = 4;
/** The demo jobs' day rate and mileage allowance, in cents; the booked worker's engagement takes the rate. */
const DEMO_DAY_RATE_CENTS = 25000;
const DEMO_KM_ALLOWANCE_CENTS = 40;

/**
 * Master clients with a complete profile, a yearly Master plan from today and a job each: under
 * way since JOB_DAYS_BEHIND days ago, at €250 a day, 8 hours, 25 % overtime and €0.40 a km.
 */
async function seedClients(
  db: Database,
  count: number,
  today: string,
  passwordHash: string,
): Promise<{ accounts: DemoResult['clients']; newJobs: ClientJob[] }> {
  const people: CrewPerson[] = Array.from({ length: count }, (_, index) => ({
    username: `demo.client${index + 1}`,
    email: `client${index + 1}@demo.troupe.test`,
    passwordHash,
    nome: ['Giulia', 'Marco', 'Sofia', 'Luca', 'Chiara'][index % 5],
    cognome: `Produzioni ${index + 1}`,
    language: index % 2 === 0 ? 'it' : 'en',
    experience: 'Casa di produzione',
    areas: [{ nationId: ITALY_NATION_ID, regionId: 7 }],
  }));
  const { ids } = await insertCrew(db, people);
  const newJobs: ClientJob[] = [];
  for (const [index, userId] of ids.entries()) {
    const [running] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    if (!running)
      await db
        .insert(subscriptions)
        .values({ userId, planId: 4, startsOn: today, endsOn: addYears(today, 1), pagamentoAutomatico: false });
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.ownerId, userId)).limit(1);
    if (!job) {
      const [created] = await db
        .insert(jobs)
        .values({
          ownerId: userId,
          nome: index % 2 === 0 ? 'Spot Caffè Roma' : 'Feature film "La luce"',
          descrizione: 'Demo job: send requests to the crew you find.',
          indirizzo: 'Via Tiburtina 521, Roma',
          email: people[index].email,
          startsOn: addDays(today, -JOB_DAYS_BEHIND),
          endsOn: addDays(today, HORIZON_DAYS - 1),
          dayRateCents: DEMO_DAY_RATE_CENTS,
          kmAllowanceCents: DEMO_KM_ALLOWANCE_CENTS,
          createdAt: new Date(),
        })
        .returning({ id: jobs.id });
      await db.insert(jobPlaces).values({ jobId: created.id, position: 0, nationId: ITALY_NATION_ID, regionId: 7 });
      newJobs.push({ clientId: userId, jobId: created.id, language: people[index].language! });
    }
  }
  return {
    accounts: people.map((person) => ({ username: person.username, email: person.email, password: DEMO_PASSWORD })),
    newJobs,
  };
}

/** The username of the worker booked on the n-th demo client's job. */
export const bookedCrewName = (index: number) => `demo.crew${index + 1}`;

/**
 * One worker per new demo job (demo.crew1…), on Advanced, engaged from the job's first day for two
 * weeks at its rate, with the days since filed as a worker and a client would have left them: the
 * first two sent and approved, the third sent and waiting for the client's review, the fourth sent
 * and rejected with a note, today not filed; car sheets on the first two days. The money pages
 * (docs/product.md §4.20) then have something to show from both sides.
 */
async function seedBookedCrew(
  db: Database,
  faker: Faker,
  clientJobs: ClientJob[],
  today: string,
  passwordHash: string,
) {
  const start = addDays(today, -JOB_DAYS_BEHIND);
  const filed = [0, 1, 2, 3].map((offset) => addDays(start, offset));
  const [approved, waiting, rejected] = [filed.slice(0, 2), filed.slice(2, 3), filed.slice(3)];
  const now = new Date();
  for (const [index, { clientId, jobId, language }] of clientJobs.entries()) {
    const person = crewPerson(faker, index, today, passwordHash);
    const {
      ids: [workerId],
    } = await insertCrew(db, [
      {
        ...person,
        username: bookedCrewName(index),
        email: `crew${index + 1}@demo.troupe.test`,
        language,
        unavailable: [],
      },
    ]);
    await db
      .insert(subscriptions)
      .values({ userId: workerId, planId: 2, startsOn: today, endsOn: addYears(today, 1), pagamentoAutomatico: false });
    const [engagement] = await db
      .insert(engagements)
      .values({
        jobId,
        workerId,
        startsOn: start,
        endsOn: addDays(start, 13),
        state: ENGAGEMENT_STATE.accepted,
        dayRateCents: DEMO_DAY_RATE_CENTS,
        createdAt: now,
        stateChangedBy: workerId,
        stateChangedAt: now,
      })
      .returning({ id: engagements.id });
    const engagementId = engagement.id;
    const sentAt = new Date(`${addDays(today, -1)}T18:00:00Z`);
    const reviewedAt = new Date(`${today}T08:00:00Z`);
    const rejectionNote =
      language === 'it' ? 'Le ore non tornano con il foglio di produzione.' : 'The hours do not match the call sheet.';
    await db.insert(timeReports).values(
      filed.map((day, offset) => ({
        engagementId,
        day,
        worked: [8, 10, 9, 11][offset],
        holiday: 0,
        leave: 0,
        sentAt: rejected.includes(day) ? null : sentAt,
        review: approved.includes(day) ? ('approvato' as const) : rejected.includes(day) ? ('respinto' as const) : null,
        reviewNote: rejected.includes(day) ? rejectionNote : null,
        reviewedAt: waiting.includes(day) ? null : reviewedAt,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(carSheets).values(
      approved.map((day) => ({
        engagementId,
        day,
        routes: 'Roma – Cinecittà – Roma',
        km: 64,
        model: 'Fiat Doblò',
        plate: 'GH482KL',
        fuelCostCents: 1850,
        sentAt,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const email = `client${index + 1}@demo.troupe.test`;
    await db.insert(sheetSends).values([
      { engagementId, kind: 'timesheet', day: addDays(today, -1), recipient: email, records: 4, sentAt },
      { engagementId, kind: 'carsheet', day: addDays(today, -1), recipient: email, records: 2, sentAt },
    ]);
    await db.insert(engagementEvents).values([
      {
        engagementId,
        evento: ENGAGEMENT_EVENTS.rateSet,
        userId: clientId,
        il: now,
        dettagli: { tariffaGiornaliera: DEMO_DAY_RATE_CENTS },
      },
      ...(
        [
          [approved, 'approvato', null],
          [rejected, 'respinto', rejectionNote],
        ] as const
      ).map(([giorni, esito, nota]) => ({
        engagementId,
        evento: ENGAGEMENT_EVENTS.reviewed,
        userId: clientId,
        il: reviewedAt,
        dettagli: { tipo: 'timesheet', esito, giorni, nota },
      })),
    ]);
  }
}

/**
 * Accepted engagements for about one crew member in eight, in the jobs of a demo production
 * house (itself a crew-less account), so some days are booked rather than only marked.
 */
async function seedEngagements(
  db: Database,
  faker: Faker,
  crewIds: number[],
  today: string,
  passwordHash: string,
  bulk?: BulkWriter,
) {
  const {
    ids: [house],
  } = await insertCrew(db, [
    {
      username: 'demo.production',
      email: 'production@demo.troupe.test',
      passwordHash,
      nome: 'Casa',
      cognome: 'Produzioni Demo',
      workflow: 2,
    },
  ]);
  const houseJobs = await db
    .select({ id: jobs.id, startsOn: jobs.startsOn, endsOn: jobs.endsOn })
    .from(jobs)
    .where(eq(jobs.ownerId, house));
  while (houseJobs.length < 12) {
    const start = addDays(today, houseJobs.length * 4);
    const [job] = await db
      .insert(jobs)
      .values({
        ownerId: house,
        nome: `Produzione ${houseJobs.length + 1}`,
        descrizione: 'Demo',
        indirizzo: 'Cinecittà, Roma',
        email: 'production@demo.troupe.test',
        startsOn: start,
        endsOn: addDays(start, 14),
        createdAt: new Date(),
      })
      .returning({ id: jobs.id, startsOn: jobs.startsOn, endsOn: jobs.endsOn });
    houseJobs.push(job);
  }
  const rows = crewIds
    .filter(() => faker.number.int(100) < 12)
    .map((workerId) => {
      const job = faker.helpers.arrayElement(houseJobs);
      const startsOn = addDays(job.startsOn, faker.number.int({ min: 0, max: 9 }));
      return {
        jobId: job.id,
        workerId,
        startsOn,
        endsOn: addDays(startsOn, faker.number.int({ min: 0, max: 4 })),
        state: ENGAGEMENT_STATE.accepted,
        createdAt: new Date(),
      };
    });
  if (bulk)
    await bulk.copy(
      'engagements',
      ['job_id', 'worker_id', 'starts_on', 'ends_on', 'state', 'created_at'],
      rows.map((row) => [row.jobId, row.workerId, row.startsOn, row.endsOn, row.state, row.createdAt.toISOString()]),
    );
  else
    for (let start = 0; start < rows.length; start += 2000)
      await db.insert(engagements).values(rows.slice(start, start + 2000));
  return rows.length;
}

export async function seedDemo(db: Database, options: DemoOptions): Promise<DemoResult> {
  const log = options.log ?? (() => {});
  const passwordHash = await createPasswordHasher().hash(DEMO_PASSWORD);
  const faker = fakerIT;
  // Every locale's faker, so a name drawn from one is the same on every run (fakerIT draws the rest).
  for (const [index, entry] of LOCALES.entries()) entry.faker.seed(2030 + index);
  const { accounts: clients, newJobs } = await seedClients(db, options.clients, options.today, passwordHash);
  await seedBookedCrew(db, faker, newJobs, options.today, passwordHash);
  const images = options.files ? await portraits(6) : [];
  let added = 0;
  let engaged = 0;
  let photos = 0;
  // A round's search rows are built while the next round's people are drawn and loaded.
  let searchBuilt = Promise.resolve();
  for (let first = 1; first <= options.crew; first += ROUND) {
    const last = Math.min(options.crew, first + ROUND - 1);
    const people = Array.from({ length: last - first + 1 }, (_, offset) =>
      crewPerson(faker, first + offset, options.today, passwordHash),
    );
    const { added: fresh } = await insertCrew(db, people, options.bulk);
    if (fresh.length === 0) {
      log(`crew ${first}-${last}: already there`);
      continue;
    }
    added += fresh.length;
    engaged += await seedEngagements(db, faker, fresh, options.today, passwordHash, options.bulk);
    if (options.files && photos < MAX_PHOTOS) {
      for (const userId of fresh) {
        if (photos >= MAX_PHOTOS) break;
        if (faker.number.int(100) >= 60) continue;
        const image = images[userId % images.length];
        const [already] = await db
          .select({ userId: profilePhotos.userId })
          .from(profilePhotos)
          .where(eq(profilePhotos.userId, userId));
        if (already) continue;
        const photo = await options.files.save(userId, image.photo.source, image.photo.extension);
        const thumbnail = await options.files.save(userId, image.thumbnail.source, image.thumbnail.extension);
        await db.insert(profilePhotos).values({
          userId,
          storedName: photo.storedName,
          mimeType: image.photo.mimeType,
          sizeBytes: photo.sizeBytes,
          thumbnailName: thumbnail.storedName,
          thumbnailMimeType: image.thumbnail.mimeType,
        });
        photos += 1;
      }
    }
    if (options.bulk) {
      await searchBuilt;
      searchBuilt = options.bulk.refreshSearch(fresh);
    }
    log(`crew ${first}-${last}: written`);
  }
  await searchBuilt;
  // search_people's GIN indexes hold what the triggers wrote in their pending lists until a vacuum
  // merges them (a search scans those lists linearly), the engagements' refreshes left old row
  // versions, and search_scopes' index-only scans need its pages marked all-visible: one vacuum
  // now, rather than whenever autovacuum comes round, before anyone searches.
  await db.execute(sql`vacuum search_people, search_scopes`);
  await db.execute(sql`analyze`);
  log(
    `${added} crew added, ${engaged} accepted engagements, ${photos} photos; ${(await db.$count(profiles)) as number} profiles in all`,
  );
  return { crewAdded: added, clients };
}
