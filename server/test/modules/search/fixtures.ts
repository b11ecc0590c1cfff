import { addDays } from '@shared/validation/dates';
import type { Database } from '../../../src/db/client';
import { type CrewPerson, insertCrew } from '../../../src/db/seed/crew';
import { engagements, jobs } from '../../../src/db/schema';

/**
 * The search tests' hand-made crew (ids from db/seed/lookupData.ts): roles 10401 director of
 * photography and 10402 camera operator (Film › Camera, department 104), 10501 sound mixer
 * (Film › Sound), 40501 lighting designer (Theatre › Lighting); Italy 21 with Lazio 7 and
 * Lombardy 9, France 9; languages 1 Italian, 2 English, 3 French; levels 1 A2, 3 B2, 4 C1, 5 C2.
 */
export function handMadeCrew(
  today: string,
  tag: string,
): Record<'giulia' | 'marco' | 'piero' | 'anna' | 'luca' | 'elodie', CrewPerson> {
  const person = (
    username: string,
    fields: Partial<CrewPerson> & Pick<CrewPerson, 'nome' | 'cognome'>,
  ): CrewPerson => ({
    username: `${username}_${tag}`,
    email: `${username}_${tag}@example.com`,
    passwordHash: 'not-a-hash: these accounts never sign in',
    heightCm: 170,
    weightKg: 65,
    experience: `${fields.nome}'s experience`,
    languages: [{ languageId: 1, levelId: 5 }],
    ...fields,
  });
  return {
    giulia: person('giulia', {
      nome: 'Giulia',
      cognome: 'Bianchi',
      areas: [{ nationId: 21, regionId: 7 }],
      roles: [10401],
      unavailable: [addDays(today, 3)],
      languages: [
        { languageId: 1, levelId: 5 },
        { languageId: 2, levelId: 3 },
      ],
    }),
    marco: person('marco', {
      nome: 'Marco',
      cognome: 'Bianco',
      areas: [
        { nationId: 21, regionId: 9 },
        { nationId: 9, regionId: null },
      ],
      roles: [10402, 40501],
      languages: [
        { languageId: 1, levelId: 5 },
        { languageId: 2, levelId: 4 },
      ],
    }),
    piero: person('piero', {
      nome: 'Piero',
      cognome: "Dall'Olio",
      areas: [{ nationId: 21, regionId: 7 }],
      roles: [10501],
    }),
    anna: person('anna', {
      nome: 'Anna',
      cognome: 'Dalla Costa',
      areas: [{ nationId: 9, regionId: null }],
      roles: [40501],
    }),
    // Everything matches, but the wizard is at tab 3: never found.
    luca: person('luca', {
      nome: 'Luca',
      cognome: 'Rossi',
      workflow: 3,
      areas: [{ nationId: 21, regionId: 7 }],
      roles: [10401],
    }),
    elodie: person('elodie', {
      nome: 'Élodie',
      cognome: 'Rossi',
      areas: [{ nationId: 9, regionId: null }],
      roles: [10401, 10501],
      languages: [{ languageId: 3, levelId: 5 }],
    }),
  };
}

export async function insertHandMadeCrew(db: Database, today: string, tag: string) {
  const crew = handMadeCrew(today, tag);
  const { ids } = await insertCrew(db, Object.values(crew));
  return Object.fromEntries(Object.keys(crew).map((key, index) => [key, ids[index]])) as Record<
    keyof typeof crew,
    number
  >;
}

/** A job of `ownerId` and one engagement of `workerId` in it, written directly. */
export async function insertEngagement(
  db: Database,
  ownerId: number,
  workerId: number,
  startsOn: string,
  endsOn: string,
  state: number,
  now: Date,
) {
  const [job] = await db
    .insert(jobs)
    .values({
      ownerId,
      nome: 'Spot Roma',
      descrizione: 'A commercial',
      indirizzo: 'Via Appia 1',
      email: 'prod@example.com',
      startsOn,
      endsOn,
      createdAt: now,
    })
    .returning({ id: jobs.id });
  const [engagement] = await db
    .insert(engagements)
    .values({ jobId: job.id, workerId, startsOn, endsOn, state, createdAt: now })
    .returning({ id: engagements.id });
  return { jobId: job.id, engagementId: engagement.id };
}
