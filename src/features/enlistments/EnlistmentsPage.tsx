import { Alert, Empty, Spin, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange } from '../../components/DateText';
import type { Enlistment } from '@shared/contracts/enlistments';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CalendarFeedBox } from './CalendarFeedBox';
import { type EnlistmentList, enlistmentAnswerDismissed, enlistmentsPageOpened } from './enlistmentsSlice';
import { selectAcceptedEnlistments, selectEnlistmentsState, selectSentEnlistments } from './selectors';
import './enlistments.css';

function EnlistmentCard({ enlistment, list }: { enlistment: Enlistment; list: EnlistmentList }) {
  return (
    <Link to={`/enlistments/${enlistment.id_Ingaggio}/${list}`} className="enlistment-card">
      <span className="enlistment-card-title">{enlistment.nome}</span>
      <span className="enlistment-card-meta">
        <DateRange start={enlistment.dataInizio} end={enlistment.dataFine} />
      </span>
      <span className="enlistment-card-meta">{enlistment.nomeCliente}</span>
      <span className="enlistment-card-meta">{enlistment.indirizzo}</span>
    </Link>
  );
}

interface EnlistmentSectionProps {
  list: EnlistmentList;
  enlistments: Enlistment[];
}

/** One of the two lists, with its own empty-state message (product.md §2.8). */
function EnlistmentSection({ list, enlistments }: EnlistmentSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="enlistments-section" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        <FormattedMessage id={`enlistments.${list}.title`} values={{ count: enlistments.length }} />
      </Typography.Title>
      {enlistments.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: `enlistments.${list}.empty` })}
        />
      ) : (
        <ul className="enlistment-list">
          {enlistments.map((enlistment) => (
            <li key={enlistment.id_Ingaggio}>
              <EnlistmentCard enlistment={enlistment} list={list} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /enlistments (product.md §2.2): the requests sent to the user and still waiting, the accepted
 * engagements, and the calendar feed's address.
 */
export default function EnlistmentsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { load, answer } = useAppSelector(selectEnlistmentsState);
  const sent = useAppSelector(selectSentEnlistments);
  const accepted = useAppSelector(selectAcceptedEnlistments);
  useEffect(() => {
    dispatch(enlistmentsPageOpened());
    // A rejection's banner is read once: leaving the page drops it.
    return () => {
      dispatch(enlistmentAnswerDismissed());
    };
  }, [dispatch]);

  const firstLoad = load.status === 'pending' && sent.length === 0 && accepted.length === 0;
  const nothingAtAll = load.status === 'succeeded' && sent.length === 0 && accepted.length === 0;
  return (
    <div className="content-page enlistments">
      <Typography.Title level={1}>
        <FormattedMessage id="enlistments.title" />
      </Typography.Title>
      {answer.status === 'succeeded' && answer.answer === 'reject' && (
        <Alert
          className="enlistments-banner"
          type="success"
          showIcon
          closable
          title={intl.formatMessage({ id: 'enlistments.rejected' })}
        />
      )}
      <div className="enlistments-banner">
        <ApiAlert failure={load.failure} />
      </div>
      {firstLoad && <Spin size="large" className="page-spinner" />}
      {nothingAtAll && <Empty description={intl.formatMessage({ id: 'enlistments.empty' })} />}
      {(sent.length > 0 || accepted.length > 0) && (
        <>
          <EnlistmentSection list="sent" enlistments={sent} />
          <EnlistmentSection list="accepted" enlistments={accepted} />
        </>
      )}
      <CalendarFeedBox />
    </div>
  );
}
