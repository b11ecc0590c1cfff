import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DateRange } from '../../components/DateText';
import type { SearchResultUser } from '@shared/contracts/search';
import { CrewAvatar } from './CrewAvatar';
import { DayMarks } from './DayMarks';

/** Where a person works: "Italia (Lazio), Francia". */
export const placesText = (places: { nazione: string; regione: string | null }[]) =>
  places.map((place) => (place.regione ? `${place.nazione} (${place.regione})` : place.nazione)).join(', ');

/** Height and weight, or nothing when neither is known. */
export function PhysicalText({ altezza, peso }: { altezza: number | null; peso: number | null }) {
  if (altezza == null && peso == null) return null;
  return <span>{[altezza != null && `${altezza} cm`, peso != null && `${peso} kg`].filter(Boolean).join(' · ')}</span>;
}

/**
 * One result of the search (product.md §2.2): a link to the person's card. Its tags are plain
 * spans drawn like antd's Tag (search.css): a card is drawn each time one scrolls into view, and
 * antd's Tag, a style hook per tag, made most of a card's cost.
 */
export function ResultCard({ user }: { user: SearchResultUser }) {
  const intl = useIntl();
  const headingId = `result-${user.userId}`;
  return (
    <article className="search-card" aria-labelledby={headingId}>
      <div className="search-card-head">
        <CrewAvatar userId={user.userId} hasPhoto={user.immagineProfilo} />
        <div className="search-card-who">
          <h3 id={headingId}>
            <Link to={`/search/result/user/${user.userId}`}>
              {user.nome} {user.cognome}
            </Link>
          </h3>
          <span className="search-meta">{placesText(user.listaNazioni)}</span>
          <span className="search-meta">
            <PhysicalText {...user.datiFisici} />
          </span>
        </div>
      </div>
      {user.esperienze && <p className="search-experience">{user.esperienze}</p>}
      <DayMarks days={user.listaDisponibilita} />
      <div className="search-tags" aria-label={intl.formatMessage({ id: 'search.result.roles' })}>
        {user.listaRuoli.map((role) => (
          <span
            key={role.id_Ruolo}
            className="search-tag search-tag-role"
            title={`${role.ambito} › ${role.dipartimento} › ${role.ruolo}`}
          >
            {role.ruolo}
          </span>
        ))}
      </div>
      <div className="search-tags" aria-label={intl.formatMessage({ id: 'search.result.languages' })}>
        {user.listaLingue.map((language) => (
          <span key={language.id_Lingua} className="search-tag">
            {language.lingua} {language.livello}
          </span>
        ))}
      </div>
      {user.listaIngaggiInviati.length > 0 && (
        <div className="search-sent">
          <span className="search-meta">
            <FormattedMessage id="search.result.sent" />
          </span>
          <ul>
            {user.listaIngaggiInviati.map((sent) => (
              <li key={sent.id_Ingaggio}>
                {sent.nome} · <DateRange start={sent.dataInizio} end={sent.dataFine} /> ·{' '}
                <FormattedMessage id={`search.sent.state.${sent.statoIngaggio}`} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
