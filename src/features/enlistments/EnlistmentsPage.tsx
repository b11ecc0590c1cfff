import { Alert, Empty, Spin, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange } from '../../components/DateText';
import { ListCount, VirtualList } from '../../components/VirtualList';
import type { Enlistment } from '@shared/contracts/enlistments';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CalendarFeedBox } from './CalendarFeedBox';
import { type EnlistmentList, enlistmentAnswerDismissed, enlistmentsPageOpened } from './enlistmentsSlice';
import { selectAcceptedEnlistments, selectEnlistmentsState, selectSentEnlistments } from './selectors';
import './enlistments.css';

/** A card's least width and the space between cards (enlistments.css's grid). */
const CARD_WIDTH = 260;
const GAP = 12;
/** A card's height before it is measured: a title, the dates, the client and the address. */
const ESTIMATED_ROW = 120;

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

/**
 * One of the two lists, with its own empty-state message (product.md §2.8): a VirtualList
 * (docs/decisions.md, "Long lists render what is on screen"), since the accepted ones are every
 * engagement of the worker's, past ones too.
 */
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
        <VirtualList
          count={enlistments.length}
          minItemWidth={CARD_WIDTH}
          gap={GAP}
          estimatedRowHeight={ESTIMATED_ROW}
          itemKey={(index) => enlistments[index].id_Ingaggio}
          renderItem={(index) => <EnlistmentCard enlistment={enlistments[index]} list={list} />}
          label={intl.formatMessage({ id: `enlistments.${list}.title` }, { count: enlistments.length })}
          className="enlistment-list"
          rowClassName="enlistment-row"
        />
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
      <ListCount>
        {load.status === 'succeeded' && (
          <FormattedMessage id="enlistments.count" values={{ sent: sent.length, accepted: accepted.length }} />
        )}
      </ListCount>
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
