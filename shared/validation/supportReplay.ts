import { passesLuhn } from './cardNumbers';

/**
 * The support replay (docs/support.md): what the suggestion form attaches when the user ticks "attach
 * what I did". It is the last actions of the store and the state before the first of them, in the
 * file Redux DevTools' Import reads: `{ payload, preloadedState }`, both JSON strings, `payload`
 * an array of actions. DevTools starts from `preloadedState` and runs the app's reducers over the
 * actions, so support staff step through what the user did.
 *
 * The redaction rule is written once, here: the browser applies it before sending
 * (src/store/supportReplay.ts) and the server applies it again on what it receives
 * (server/src/modules/tickets), so a gap on either side is closed by the other. It removes
 *  - secrets, wherever they are: values under keys naming a password, token, card, IBAN, fiscal
 *    code, document, photo or file (an object there keeps its shape, so the reducers still replay
 *    over it, but every value in it goes but a flow's status word), and any text that looks like
 *    a token (JWT), an IBAN, a fiscal code, a card number or inlined file content (data: URLs,
 *    long base64);
 *  - other people's personal fields: outside the user's own areas of the store (OWN_AREAS), every
 *    value under a personal key (names, contacts, addresses, birth, body measures, descriptions)
 *    and every email address in a text is masked; search results, favourites and engagements'
 *    people therefore arrive as ids only. What cannot be serialised (files, functions) is dropped.
 */

/** The actions kept: the most recent ones, oldest first. */
export const REPLAY_ACTION_LIMIT = 200;
/** Longest `payload` or `preloadedState` string the server takes (characters). */
export const MAX_REPLAY_PART_CHARS = 1_000_000;

/** What a secret's value becomes. */
export const REDACTED = '[redacted]';
/** What another person's field becomes. */
export const MASKED = '[masked]';

/**
 * The store's areas (root reducer keys, and the first segment of their actions' types) holding
 * only the signed-in user's own data or reference data: personal fields there stay (secrets never
 * do). Every other area, including any added later, is treated as holding other people's data.
 */
export const OWN_AREAS: readonly string[] = [
  'session',
  'workflow',
  'subscriptionType',
  'language',
  'profile',
  'profileUploads',
  'subscription',
  'tierRefusal',
  'domain',
  'suggestions',
];

/** A key naming a secret anywhere in a key (compared lower case, without separators). */
const SECRET_KEY =
  /password|passwd|pwd|token|secret|authoriz|cookie|card|cvc|cvv|expmonth|expyear|iban|swift|fiscal|codfisc|piva|vatnumber|partitaiva|document|immagin|image|photo|foto|avatar|permesso|greenpass|(?<!pro)file|blob|base64/;
/** A key naming another person's personal field (compared lower case, without separators). */
const PERSONAL_KEY =
  /^(nome|cognome|name|firstname|lastname|fullname|nominativo|username|worker|client|cliente|nomecliente|ragionesociale|intestazione.*|email|pec.*|telefono|phone|cellulare|mobile|indirizzo.*|address.*|citta.*|cap|capresidenza|capdomicilio|provincia.*|nazione.*|datanascita|birth.*|altezza|peso|height|weight|taglia.*|numeroscarpe|esperienze|descrizione|description|note|notes|bio)$/;

const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const DATA_URL = /data:[a-z]+\/[a-z0-9.+-]+(;[a-z0-9=-]+)*(;base64)?,[A-Za-z0-9+/=%_-]*/gi;
const LONG_BASE64 = /[A-Za-z0-9+/_-]{200,}={0,2}/g;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/gi;
const CF_DIGIT = '[0-9LMNPQRSTUV]';
const FISCAL_CODE = new RegExp(`\\b[A-Z]{6}${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{3}[A-Z]\\b`, 'gi');
/** 13 to 19 digits, optionally grouped by spaces or dashes: a card number if it passes Luhn. */
const DIGIT_RUN = /\b\d(?:[ -]?\d){12,18}\b/g;
const EMAIL = /[^\s@"'<>()[\]{}]+@[^\s@"'<>()[\]{}]+\.[A-Za-z]{2,}/g;

const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The areas of an action type ('jobs/jobsLoaded' → 'jobs'). */
export const areaOfActionType = (type: string) => type.split('/')[0];

export const isOwnArea = (area: string) => OWN_AREAS.includes(area);

interface Redaction {
  /** How many values the rule replaced. */
  changes: number;
}

/** A text with every secret (and, outside the user's areas, every email address) replaced. */
function redactText(text: string, own: boolean, count: Redaction): string {
  let result = text;
  const replace = (pattern: RegExp, by: string, when: (match: string) => boolean = () => true) => {
    result = result.replace(pattern, (match) => {
      if (!when(match)) return match;
      count.changes += 1;
      return by;
    });
  };
  replace(DATA_URL, REDACTED);
  replace(JWT, REDACTED);
  replace(LONG_BASE64, REDACTED);
  replace(FISCAL_CODE, REDACTED);
  replace(IBAN, REDACTED, (match) => /\d/.test(match.slice(4)) && match.replace(/ /g, '').length >= 15);
  replace(DIGIT_RUN, REDACTED, (match) => passesLuhn(match.replace(/\D/g, '')));
  if (!own) replace(EMAIL, MASKED);
  return result;
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * Inside a secret's object (a card, a photo's state, a password flow) the structure stays, so the
 * app's reducers still replay over it, and each leaf goes; a flow's status word is kept.
 */
const STATUS_KEY = /(status|step|kind)$/;
const STATUS_WORD = /^[a-z]{1,12}$/i;

function redactValue(value: unknown, own: boolean, count: Redaction, secret: boolean): unknown {
  if (value === null || typeof value === 'boolean' || value === REDACTED || value === MASKED) return value;
  if (secret && (typeof value === 'string' || typeof value === 'number')) {
    count.changes += 1;
    return REDACTED;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return redactText(value, own, count);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, own, count, secret));
  if (typeof value === 'object') {
    const withJson = value as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return redactValue(withJson.toJSON(), own, count, secret);
    if (!isPlainObject(value)) {
      // A File, a Blob, a class instance: never sent.
      count.changes += 1;
      return REDACTED;
    }
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      result[key] = redactField(key, field, own, count, secret);
    }
    return result;
  }
  // undefined, functions, symbols, bigints: not part of a JSON file.
  return null;
}

function redactField(key: string, value: unknown, own: boolean, count: Redaction, secret: boolean): unknown {
  const name = normaliseKey(key);
  if (secret && STATUS_KEY.test(name) && typeof value === 'string' && STATUS_WORD.test(value)) return value;
  if (SECRET_KEY.test(name)) return redactValue(value, own, count, true);
  const harmless = value === null || typeof value === 'boolean' || value === REDACTED || value === MASKED;
  if (!secret && !own && PERSONAL_KEY.test(name) && !harmless) {
    count.changes += 1;
    return MASKED;
  }
  return redactValue(value, own, count, secret);
}

/** An action as the replay keeps it: a plain object with a string type. */
export interface ReplayAction {
  type: string;
  [field: string]: unknown;
}

export interface Replay {
  /** Oldest first, at most REPLAY_ACTION_LIMIT. */
  actions: ReplayAction[];
  /** The store's state before the first action. */
  state: Record<string, unknown>;
}

/**
 * The one redaction rule (see the top of this file): the same answer in the browser and on the
 * server, and applying it twice changes nothing the second time (changes: 0).
 */
export function redactReplay(replay: Replay): Replay & Redaction {
  const count: Redaction = { changes: 0 };
  const state: Record<string, unknown> = {};
  for (const [area, slice] of Object.entries(replay.state)) {
    if (slice === undefined || typeof slice === 'function') continue;
    state[area] = redactValue(slice, isOwnArea(area), count, false);
  }
  const actions = replay.actions.slice(-REPLAY_ACTION_LIMIT).map((action) => {
    const own = isOwnArea(areaOfActionType(action.type));
    const redacted = redactValue(action, own, count, false) as Record<string, unknown>;
    return { ...redacted, type: action.type } as ReplayAction;
  });
  return { actions, state, changes: count.changes };
}

/** The file Redux DevTools' Import reads (the extension's own export has this shape). */
export interface DevToolsReplayFile {
  /** JSON of the actions array: DevTools recomputes each state from preloadedState. */
  payload: string;
  /** JSON of the state before the first action. */
  preloadedState: string;
}

export const toDevToolsFile = (replay: Replay): DevToolsReplayFile => ({
  payload: JSON.stringify(replay.actions),
  preloadedState: JSON.stringify(replay.state),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The replay a file holds, or null when it is not one (not JSON, not an array of actions, too many). */
export function fromDevToolsFile(file: DevToolsReplayFile): Replay | null {
  try {
    const actions: unknown = JSON.parse(file.payload);
    const state: unknown = JSON.parse(file.preloadedState);
    if (!Array.isArray(actions) || actions.length > REPLAY_ACTION_LIMIT || !isRecord(state)) return null;
    if (!actions.every((action) => isRecord(action) && typeof action.type === 'string')) return null;
    return { actions: actions as ReplayAction[], state };
  } catch {
    return null;
  }
}
