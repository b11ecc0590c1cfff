import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Empty, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange } from '../../components/DateText';
import { domainLookupsNeeded, selectNations, selectScopes } from '../../store/domain/domainSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ResultCard } from './ResultCard';
import { SearchForm } from './SearchForm';
import { searchCleared, searchSubmitted } from './searchSlice';
import { selectResults, selectSearchState } from './selectors';
import './search.css';

/** /search (product.md §2.2): the form, then the results in two columns; Back clears them. */
export default function SearchPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { criteria, totale, search } = useAppSelector(selectSearchState);
  const results = useAppSelector(selectResults);
  const nations = useAppSelector(selectNations);
  const scopes = useAppSelector(selectScopes);
  useEffect(() => {
    dispatch(domainLookupsNeeded());
  }, [dispatch]);

  if (criteria === null) {
    return (
      <div className="content-page search-page">
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
      <div className="search-results-head">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => dispatch(searchCleared())}>
          <FormattedMessage id="common.back" />
        </Button>
        <Typography.Title level={1}>
          <FormattedMessage id="search.results.title" values={{ count: totale }} />
        </Typography.Title>
      </div>
      {criteria.dataInizio && criteria.dataFine && (
        <Typography.Paragraph type="secondary">
          <FormattedMessage
            id="search.results.dates"
            values={{ dates: <DateRange key="dates" start={criteria.dataInizio} end={criteria.dataFine} /> }}
          />
        </Typography.Paragraph>
      )}
      <ApiAlert failure={search.failure} />
      {search.status === 'pending' && <Spin size="large" className="page-spinner" />}
      {results.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'search.results.none' })} />
      ) : (
        <ul className="search-grid" aria-label={intl.formatMessage({ id: 'search.results.list' })}>
          {results.map((user) => (
            <li key={user.userId}>
              <ResultCard user={user} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
