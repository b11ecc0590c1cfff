import type { EngagementStateAnswer } from '@shared/contracts/enlistments';

/** AggiornaRichiestaIngaggio's answer: engagement 10 of job 1, at €240 a day, now in `statoIngaggio`. */
export function aStateAnswer(
  statoIngaggio: number,
  overrides: Partial<EngagementStateAnswer> = {},
): EngagementStateAnswer {
  return { id_Ingaggio: 10, id_Job: 1, statoIngaggio, tariffaGiornaliera: 24000, rispondiEntro: null, ...overrides };
}
