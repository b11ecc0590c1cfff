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
 * a job's or an engagement's places. Ids show only while the lookups load.
 */
export function NationNames({ places }: { places: NationRegion[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const nations = useAppSelector(selectNationEntities);
  useEffect(() => {
    dispatch(domainLookupsNeeded());
  }, [dispatch]);
  const names = places.map(({ id_Nazione, id_Regione }) => {
    const nation = nations[id_Nazione];
    const region = nation?.regioni.find((candidate) => candidate.id_Regione === id_Regione);
    const nationName = nation?.nome_Nazione ?? String(id_Nazione);
    return region
      ? intl.formatMessage({ id: 'components.nationRegion.named' }, { nation: nationName, region: region.nome_Regione })
      : nationName;
  });
  return <>{intl.formatList(names, { type: 'conjunction' })}</>;
}
