import { type Static, Type } from '@sinclair/typebox';
import { envelope } from './envelope';

/** GET /api/health: the server answers and names its database kind. */
export const healthAnswer = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
});
export type HealthAnswer = Static<typeof healthAnswer>;
export const healthResponse = envelope(healthAnswer);
