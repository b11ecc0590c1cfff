import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Empty, Spin, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange } from '../../components/DateText';
import { ListCount } from '../../components/VirtualList';
import { domainLookupsNeeded, selectNations, selectScopes } from '../../store/domain/domainSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ResultsList } from './ResultsList';
import { SearchForm } from './SearchForm';
import { resultsPlaceKept } from './resultsPlaceSlice';
import { searchCleared, searchSubmitted } from './searchSlice';
import {
  selectResultIds,
  selectResultsPlace,
  selectSearchCriteria,
  selectSearchFlow,
  selectSearchTotal,
  selectSearchTotalBeyond,
} from './selectors';
import './search.css';

/**
 * /search (product.md §2.2): the form, then the results in two columns; Back clears them. Each part
 * of the state is selected alone, so a change to one person's result renders that card only
 * (ResultsList).
 */
export default function SearchPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const criteria = useAppSelector(selectSearchCriteria);
  const totale = useAppSelector(selectSearchTotal);
  const beyond = useAppSelector(selectSearchTotalBeyond);
  const search = useAppSelector(selectSearchFlow);
  const ids = useAppSelector(selectResultIds);
  const place = useAppSelector(selectResultsPlace);
  const nations = useAppSelector(selectNations);
  const scopes = useAppSelector(selectScopes);
  useEffect(() => {
    dispatch(domainLookupsNeeded());
  }, [dispatch]);
  const keepPlace = useCallback((index: number) => dispatch(resultsPlaceKept(index)), [dispatch]);

  // Past the server's count, "more than" the bound it counted to (docs/decisions.md, "A search counts up to a bound").
  const title = (
    <FormattedMessage id={beyond ? 'search.results.titleMore' : 'search.results.title'} values={{ count: totale }} />
  );

  // Mounted with the form and with the results alike, so a screen reader hears the count when the
  // results arrive (docs/decisions.md, "Long lists render what is on screen").
  const announcement = <ListCount>{criteria !== null && search.status !== 'pending' && title}</ListCount>;

  if (criteria === null) {
    return (
      <div className="content-page search-page">
        {announcement}
        <Typography.Title level={1}>
          <FormattedMessage id="search.title" />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="search.intro" />
        </Typography.Paragraph>
        <SearchForm
          nations={nations}
          scopes={scopes}
          pending={search.status === 'pending'}
          failure={search.failure}
          onSearch={(next) => dispatch(searchSubmitted(next))}
        />
      </div>
    );
  }

  return (
    <div className="content-page search-page search-results-page">
      {announcement}
      <div className="search-results-head">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => dispatch(searchCleared())}>
          <FormattedMessage id="common.back" />
        </Button>
        <Typography.Title level={1}>{title}</Typography.Title>
      </div>
      {criteria.dataInizio && criteria.dataFine && (
        <Typography.Paragraph type="secondary">
          <FormattedMessage
            id="search.results.dates"
            values={{ dates: <DateRange key="dates" start={criteria.dataInizio} end={criteria.dataFine} /> }}
          />
        </Typography.Paragraph>
      )}
      {ids.length > 0 && (beyond || ids.length < totale) && (
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="search.results.firstShown" values={{ shown: ids.length }} />
        </Typography.Paragraph>
      )}
      <ApiAlert failure={search.failure} />
      {search.status === 'pending' && <Spin size="large" className="page-spinner" />}
      {ids.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'search.results.none' })} />
      ) : (
        <ResultsList
          ids={ids}
          label={intl.formatMessage({ id: 'search.results.list' })}
          place={place}
          onPlace={keepPlace}
        />
      )}
    </div>
  );
}
