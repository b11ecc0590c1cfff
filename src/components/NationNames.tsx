import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { domainLookupsNeeded, selectNationEntities } from '../store/domain/domainSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

interface NationRegion {
  id_Nazione: number;
  id_Regione: number | null;
}

/**
 * Nations with their regions by name, in the language of the lookups ("Italia (Lazio), Francia"):
 * a job's or an engagement's places. Until the names arrive nothing is written (a number where a
 * country's name belongs is read as a country nobody knows); the line keeps its height meanwhile.
 */
export function NationNames({ places }: { places: NationRegion[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const nations = useAppSelector(selectNationEntities);
  useEffect(() => {
    dispatch(domainLookupsNeeded());
  }, [dispatch]);
  const names = places.flatMap(({ id_Nazione, id_Regione }) => {
    const nation = nations[id_Nazione];
    if (!nation) return [];
    const region = nation.regioni.find((candidate) => candidate.id_Regione === id_Regione);
    return region
      ? intl.formatMessage(
          { id: 'components.nationRegion.named' },
          { nation: nation.nome_Nazione, region: region.nome_Regione },
        )
      : nation.nome_Nazione;
  });
  // A no-break space holds the line's height, so the card does not grow when the names come.
  if (names.length < places.length) return <span aria-hidden>{'\u00a0'}</span>;
  return <>{intl.formatList(names, { type: 'conjunction' })}</>;
}
