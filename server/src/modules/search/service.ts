import { type SQL, sql } from 'drizzle-orm';
import type { SearchResult, SearchResultUser, ShownDay } from '@shared/contracts/search';
import { addDays, daysFrom } from '@shared/validation/dates';
import type { Language } from '@shared/validation/language';
import { SEARCH_RESULT_DAYS, type SearchCriteria } from '@shared/validation/search';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { FieldRefusal } from '../../http/errors';
import type { Catalogue, DomainService } from '../domain/service';

/** One row of the search query: the page's person, their result as written in search_cards, what the search adds. */
interface FoundRow {
  /** The result's JSON in the request's language up to `listaDisponibilita` (migration 0027). */
  card: string;
  total: string | number;
  /** The days of the result's window the person is not available, as a datemultirange's text ('{[2030-05-11,2030-05-13)}'). */
  busy: string;
  /** Of those, the days the person's accepted engagements take, likewise. */
  booked: string;
  sent: SearchResultUser['listaIngaggiInviati'] | null;
}

/** What a name filter matches: the typed text folded by the database, with LIKE's wildcards taken out. */
const prefixOf = (text: string) => text.replace(/[\\%_]/g, '');

/** The role filter: the depth chosen (the most specific id given) and the column of search_people that holds it. */
interface RoleFilter {
  depth: 'role' | 'department' | 'scope';
  column: SQL;
  id: number;
}

/**
 * The role filter at the depth of the most specific id given: the role itself, any role of the
 * department, or any role of the scope. Unknown ids are a field's refusal.
 */
function roleFilterOf(catalogue: Catalogue, criteria: SearchCriteria): RoleFilter | null {
  const { id_Ruolo: roleId, id_Dipartimento: departmentId, id_Ambito: scopeId } = criteria;
  if (roleId != null) {
    if (!catalogue.roles.has(roleId)) throw new FieldRefusal('id_Ruolo', 'validation.lookup.invalid');
    return { depth: 'role', column: sql`s.roles`, id: roleId };
  }
  if (departmentId != null) {
    if (!catalogue.departments.has(departmentId))
      throw new FieldRefusal('id_Dipartimento', 'validation.lookup.invalid');
    return { depth: 'department', column: sql`s.departments`, id: departmentId };
  }
  if (scopeId != null) {
    if (!catalogue.scopes.has(scopeId)) throw new FieldRefusal('id_Ambito', 'validation.lookup.invalid');
    return { depth: 'scope', column: sql`s.scopes`, id: scopeId };
  }
  return null;
}

/**
 * The search engine (product.md §3.7). One SQL statement answers a page: the
 * filters (complete profiles only, AND of every filter given), the order (relevance, then surname
 * and name, folded), the count over every page (up to a bound), and each person's result as JSON text ready in
 * search_cards, so the work is the same whatever the page size: never a query per result, and the
 * page's JSON is joined rather than built.
 */
export function createSearchService(deps: { db: Database; clock: Clock; domain: DomainService; countUpTo: number }) {
  const { db, clock, domain, countUpTo } = deps;
  /**
   * The count stops one past the bound: enough to know there are more. A broad search's page is the
   * first entries of an index, its exact count every match (docs/decisions.md, "A search counts up to
   * a bound").
   */
  const countOf = (matching: SQL) => sql`select count(*) as n from (${matching} limit ${countUpTo + 1}) counted`;

  /** The statement; exported through the service so the benchmark times the same SQL directly. */
  function query(searcherId: number, criteria: SearchCriteria, language: Language, role: RoleFilter | null): SQL {
    const { nome, cognome, id_Nazione: nationId, id_Regione: regionId, dataInizio: from, dataFine: to } = criteria;
    const { id_LinguaProfilo: languageId, livelloMinimo: levelId } = criteria;
    const { windowFrom, windowTo } = windowOf(criteria);
    const { elementiPerPagina: limit, paginaCorrente: page } = criteria;
    // Available on every day of the range: none of it among the marked days and accepted engagements.
    const freeOnRange = (table: SQL) =>
      from != null && to != null ? [sql`not (${table}.busy && daterange(${from}::date, ${to}::date, '[]'))`] : [];
    let matches: SQL;
    if (role?.depth === 'scope' && !nome && !cognome && nationId == null && languageId == null) {
      // The broad search, a whole scope: search_scopes' index holds the scope, the page's order and
      // busy, so the count is an index-only scan and the page the first rows of the same index
      // (relevance is the scope being the main one's).
      const where = sql.join(
        [sql`g.scope_id = ${role.id}`, sql`g.user_id <> ${searcherId}`, ...freeOnRange(sql`g`)],
        sql` and `,
      );
      matches = sql`
        page as (
          select g.user_id, g.nome_folded, g.cognome_folded, g.busy, g.main::integer as relevance from search_scopes g
          where ${where}
          order by g.main desc, g.cognome_folded collate "C", g.nome_folded collate "C", g.user_id
          limit ${limit} offset ${page * limit}
        ), total as (${countOf(sql`select 1 from search_scopes g where ${where}`)})`;
    } else {
      // search_people holds only complete profiles with a name and surname (migration 0012's
      // triggers keep it), so every filter is a test on that one narrow row.
      const filters: SQL[] = [sql`s.user_id <> ${searcherId}`, ...freeOnRange(sql`s`)];
      // Relevance: a name typed in full counts more than a prefix of it, and a person whose main
      // (first) role is the one searched for comes before one who has it second or third.
      const relevance: SQL[] = [];
      if (cognome) {
        filters.push(sql`s.cognome_folded like troupe_fold(${prefixOf(cognome)}) || '%'`);
        relevance.push(sql`(case when s.cognome_folded = troupe_fold(${cognome}) then 2 else 0 end)`);
      }
      if (nome) {
        filters.push(sql`s.nome_folded like troupe_fold(${prefixOf(nome)}) || '%'`);
        relevance.push(sql`(case when s.nome_folded = troupe_fold(${nome}) then 2 else 0 end)`);
      }
      // A region belongs to one nation (statement() refuses a region of another), so "an area in that
      // nation and region" is the region among the person's; both arrays are GIN indexed.
      if (nationId != null) filters.push(sql`s.nations @> array[${nationId}]::integer[]`);
      if (regionId != null) filters.push(sql`s.regions @> array[${regionId}]::integer[]`);
      // The language at that level or above: one of the marks migration 0021 keeps (any level without one).
      if (languageId != null)
        filters.push(sql`s.languages @> array[troupe_language_level(${languageId}, ${levelId ?? null}::integer)]`);
      if (role) {
        filters.push(sql`${role.column} @> array[${role.id}]::integer[]`);
        relevance.push(sql`(case when ${role.column}[1] = ${role.id} then 1 else 0 end)`);
      }
      const score = relevance.length ? sql.join(relevance, sql` + `) : sql`0`;
      matches = sql`
        found as materialized (
          select s.user_id, s.nome_folded, s.cognome_folded, s.busy, ${score} as relevance
          from search_people s
          where ${sql.join(filters, sql` and `)}
        ), page as (
          select found.* from found
          order by relevance desc, cognome_folded collate "C", nome_folded collate "C", user_id
          limit ${limit} offset ${page * limit}
        ), total as (${countOf(sql`select 1 from found`)})`;
    }

    // The page's people are their cards (search_cards, kept by migrations 0017 and 0027's triggers):
    // one row each, already the result's JSON in each language. What depends on the search is
    // worked out here: the window's busy and booked days, the requests this client already sent
    // (its own few engagements, gathered once rather than looked up per result).
    const window = sql`datemultirange(daterange(${windowFrom}::date, ${windowTo}::date, '[]'))`;
    return sql`
      with ${matches}, sent as (
        select e.worker_id, json_agg(json_build_object('id_Ingaggio', e.id, 'id_Job', j.id, 'nome', j.nome,
            'dataInizio', e.starts_on, 'dataFine', e.ends_on, 'statoIngaggio', e.state) order by e.starts_on, e.id) as list
        from engagements e join jobs j on j.id = e.job_id where j.owner_id = ${searcherId}
        group by e.worker_id)
      select ${language === 'en' ? sql`c.en` : sql`c.it`} as card, (select n from total) as total,
        (page.busy * ${window})::text as busy, (c.booked * ${window})::text as booked, sent.list as sent
      from page
      join search_cards c on c.user_id = page.user_id
      left join sent on sent.worker_id = page.user_id
      order by page.relevance desc, page.cognome_folded collate "C", page.nome_folded collate "C", page.user_id`;
  }

  /** The days a result's availability shows: the range's first 10 (from today without a range). */
  function windowOf(criteria: SearchCriteria) {
    const windowFrom = criteria.dataInizio ?? clock.today();
    const lastWindowDay = addDays(windowFrom, SEARCH_RESULT_DAYS - 1);
    const windowTo = criteria.dataFine != null && criteria.dataFine < lastWindowDay ? criteria.dataFine : lastWindowDay;
    return { windowFrom, windowTo };
  }

  /** The spans of a datemultirange's text, each [first day, day after the last] (PostgreSQL writes a daterange as [from,to)). */
  const spansOf = (multirange: string): [string, string][] =>
    [...multirange.matchAll(/\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)/g)].map((match) => [match[1], match[2]]);

  /**
   * `listaDisponibilita` as JSON text for a result whose window's busy and booked days are these:
   * each of the window's days (the same for every result) unavailable when marked so or booked, and
   * booked when an accepted engagement takes it. Most people of a page share a few patterns (free
   * every day, most of all), so each pattern is written once per search.
   */
  function availabilityWriter(windowDays: string[]) {
    const written = new Map<string, string>();
    return (busy: string, booked: string) => {
      const key = `${busy}|${booked}`;
      let text = written.get(key);
      if (text === undefined) {
        const within = (spans: [string, string][], giorno: string) =>
          spans.some(([first, after]) => first <= giorno && giorno < after);
        const [busySpans, bookedSpans] = [spansOf(busy), spansOf(booked)];
        const days: ShownDay[] = windowDays.map((giorno) => {
          const prenotato = within(bookedSpans, giorno);
          return { giorno, disponibile: !prenotato && !within(busySpans, giorno), prenotato };
        });
        text = JSON.stringify(days);
        written.set(key, text);
      }
      return text;
    };
  }

  /** The criteria's statement, its lookups checked: what search runs, and what the benchmark runs directly. */
  async function statement(searcherId: number, criteria: SearchCriteria, language: Language): Promise<SQL> {
    const catalogue = await domain.catalogue();
    if (criteria.id_Nazione != null && !catalogue.nations.has(criteria.id_Nazione))
      throw new FieldRefusal('id_Nazione', 'validation.lookup.invalid');
    if (criteria.id_Regione != null && catalogue.regions.get(criteria.id_Regione)?.nationId !== criteria.id_Nazione) {
      throw new FieldRefusal('id_Regione', 'validation.lookup.invalid');
    }
    if (criteria.id_LinguaProfilo != null && !catalogue.languages.has(criteria.id_LinguaProfilo))
      throw new FieldRefusal('id_LinguaProfilo', 'validation.lookup.invalid');
    if (criteria.livelloMinimo != null && !catalogue.levels.has(criteria.livelloMinimo))
      throw new FieldRefusal('livelloMinimo', 'validation.lookup.invalid');
    return query(searcherId, criteria, language, roleFilterOf(catalogue, criteria));
  }

  /**
   * POST /api/SearchEngine/: a page of the people the criteria find, and how many there are in all,
   * as the JSON text of shared/contracts/search.ts' searchResult, keys in its order: each result's
   * card as search_cards holds it, its window of days and the requests sent appended. The route
   * sends it as it is (server/test/modules/search/search.test.ts checks it is what the response
   * schema's serializer writes).
   */
  async function search(searcherId: number, criteria: SearchCriteria, language: Language): Promise<string> {
    const { rows } = (await db.execute(await statement(searcherId, criteria, language))) as unknown as {
      rows: FoundRow[];
    };
    const { windowFrom, windowTo } = windowOf(criteria);
    const availability = availabilityWriter(daysFrom(windowFrom, windowTo));
    let counted = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && criteria.paginaCorrente > 0) {
      // Past the last page: no row carried the count, so the first page (of one) tells it.
      const first = JSON.parse(
        await search(searcherId, { ...criteria, paginaCorrente: 0, elementiPerPagina: 1 }, language),
      ) as SearchResult;
      counted = first.totaleOltre ? countUpTo + 1 : first.totale;
    }
    const beyond = counted > countUpTo;
    const results = rows.map(
      (row) =>
        `${row.card},"listaDisponibilita":${availability(row.busy, row.booked)},"listaIngaggiInviati":${JSON.stringify(row.sent ?? [])}}`,
    );
    return `{"listaUtenti":[${results.join(',')}],"totale":${beyond ? countUpTo : counted},"totaleOltre":${beyond},"paginaCorrente":${criteria.paginaCorrente},"elementiPerPagina":${criteria.elementiPerPagina}}`;
  }

  return { statement, search };
}

export type SearchService = ReturnType<typeof createSearchService>;
