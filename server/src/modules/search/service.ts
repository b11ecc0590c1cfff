import { type SQL, sql } from 'drizzle-orm';
import type { SearchResult, SearchResultUser } from '@shared/contracts/search';
import { addDays, daysFrom } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { Language } from '@shared/validation/language';
import { SEARCH_RESULT_DAYS, type SearchCriteria } from '@shared/validation/search';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { SearchCard } from '../../db/schema';
import { FieldRefusal } from '../../http/errors';
import type { Catalogue, DomainService } from '../domain/service';

/** One row of the search query: the page's person, their card's lookups by id, named afterwards. */
interface FoundRow {
  userId: number;
  card: SearchCard;
  total: string | number;
  /** The days of the result's window the person is not available, as [first, last] spans. */
  busy: [string, string][] | null;
  /** Of those, the spans the person's accepted engagements take. */
  booked: [string, string][] | null;
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
 * and name, folded), the count over every page, and each person's lists as JSON, so the work is
 * the same whatever the page size: never a query per result.
 */
export function createSearchService(deps: { db: Database; clock: Clock; domain: DomainService }) {
  const { db, clock, domain } = deps;
  const { nameIn } = domain;

  /** The statement; exported through the service so the benchmark times the same SQL directly. */
  function query(searcherId: number, criteria: SearchCriteria, role: RoleFilter | null): SQL {
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
        ), total as (select count(*) as n from search_scopes g where ${where})`;
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
        ), total as (select count(*) as n from found)`;
    }

    // The page's people are their cards (search_cards, kept by migration 0017's triggers): one row
    // each, where reading the profile's eight tables per person cost more than finding them. What
    // depends on the search is worked out here: the window's busy days, the requests already sent.
    return sql`
      with ${matches}
      select page.user_id as "userId", c.card, (select n from total) as total,
        (select json_agg(json_build_array(lower(span), upper(span) - 1) order by span)
          from unnest(page.busy * datemultirange(daterange(${windowFrom}::date, ${windowTo}::date, '[]'))) span) as busy,
        (select json_agg(json_build_array(greatest(e.starts_on, ${windowFrom}::date), least(e.ends_on, ${windowTo}::date)))
          from engagements e where e.worker_id = page.user_id and e.state = ${ENGAGEMENT_STATE.accepted}
            and e.starts_on <= ${windowTo}::date and e.ends_on >= ${windowFrom}::date) as booked,
        (select json_agg(json_build_object('id_Ingaggio', e.id, 'id_Job', j.id, 'nome', j.nome, 'dataInizio', e.starts_on,
            'dataFine', e.ends_on, 'statoIngaggio', e.state) order by e.starts_on, e.id)
          from engagements e join jobs j on j.id = e.job_id where e.worker_id = page.user_id and j.owner_id = ${searcherId}) as sent
      from page
      join search_cards c on c.user_id = page.user_id
      order by page.relevance desc, page.cognome_folded collate "C", page.nome_folded collate "C", page.user_id`;
  }

  /** The days a result's availability shows: the range's first 10 (from today without a range). */
  function windowOf(criteria: SearchCriteria) {
    const windowFrom = criteria.dataInizio ?? clock.today();
    const lastWindowDay = addDays(windowFrom, SEARCH_RESULT_DAYS - 1);
    const windowTo = criteria.dataFine != null && criteria.dataFine < lastWindowDay ? criteria.dataFine : lastWindowDay;
    return { windowFrom, windowTo };
  }

  /**
   * The window's days (the range's first 10, the same for every result), each unavailable when
   * marked so or booked, and booked when an accepted engagement takes it.
   */
  function availability(row: FoundRow, windowDays: string[]) {
    const within = (spans: [string, string][] | null, giorno: string) =>
      (spans ?? []).some(([first, last]) => first <= giorno && giorno <= last);
    return windowDays.map((giorno) => {
      const prenotato = within(row.booked, giorno);
      return { giorno, disponibile: !prenotato && !within(row.busy, giorno), prenotato };
    });
  }

  function toResult(row: FoundRow, catalogue: Catalogue, language: Language, windowDays: string[]): SearchResultUser {
    const { card } = row;
    return {
      userId: row.userId,
      nome: card.nome,
      cognome: card.cognome,
      immagineProfilo: card.photo,
      listaNazioni: card.areas.map(([nationId, regionId]) => {
        const region = regionId == null ? undefined : catalogue.regions.get(regionId);
        return {
          id_Nazione: nationId,
          nazione: nameIn(language, catalogue.nations.get(nationId)!),
          id_Regione: regionId,
          regione: region ? nameIn(language, region) : null,
        };
      }),
      datiFisici: { altezza: card.altezza, peso: card.peso },
      esperienze: card.esperienze,
      listaDisponibilita: availability(row, windowDays),
      listaRuoli: card.roles.map((roleId) => {
        const role = catalogue.roles.get(roleId)!;
        const department = catalogue.departments.get(role.departmentId)!;
        const scope = catalogue.scopes.get(department.scopeId)!;
        return {
          id_Ambito: scope.id,
          ambito: nameIn(language, scope),
          id_Dipartimento: department.id,
          dipartimento: nameIn(language, department),
          id_Ruolo: role.id,
          ruolo: nameIn(language, role),
        };
      }),
      listaLingue: card.languages.map(([languageId, levelId]) => ({
        id_Lingua: languageId,
        lingua: nameIn(language, catalogue.languages.get(languageId)!),
        livello: catalogue.levels.get(levelId)!.code,
      })),
      listaIngaggiInviati: row.sent ?? [],
    };
  }

  /** The criteria's statement, its lookups checked: what search runs, and what the benchmark runs directly. */
  async function statement(searcherId: number, criteria: SearchCriteria): Promise<SQL> {
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
    return query(searcherId, criteria, roleFilterOf(catalogue, criteria));
  }

  /** POST /api/SearchEngine/: a page of the people the criteria find, and how many there are in all. */
  async function search(searcherId: number, criteria: SearchCriteria, language: Language): Promise<SearchResult> {
    const [catalogue, found] = await Promise.all([domain.catalogue(), statement(searcherId, criteria)]);
    const { rows } = (await db.execute(found)) as unknown as { rows: FoundRow[] };
    const { windowFrom, windowTo } = windowOf(criteria);
    const windowDays = daysFrom(windowFrom, windowTo);
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && criteria.paginaCorrente > 0) {
      // Past the last page: no row carried the count, so the first page (of one) tells it.
      total = (await search(searcherId, { ...criteria, paginaCorrente: 0, elementiPerPagina: 1 }, language)).totale;
    }
    return {
      listaUtenti: rows.map((row) => toResult(row, catalogue, language, windowDays)),
      totale: total,
      paginaCorrente: criteria.paginaCorrente,
      elementiPerPagina: criteria.elementiPerPagina,
    };
  }

  return { statement, search };
}

export type SearchService = ReturnType<typeof createSearchService>;
