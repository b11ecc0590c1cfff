import CheckOutlined from '@ant-design/icons/CheckOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { App, Button, Collapse, Empty, Spin, Typography } from 'antd';
import { memo, useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AnswerDeadline } from '../../components/AnswerDeadline';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange, DateTimeText } from '../../components/DateText';
import { EngagementStateTag } from '../../components/EngagementStateTag';
import { Money } from '../../components/Money';
import { onDemand } from '../../components/onDemand';
import { ListCount, VirtualList } from '../../components/VirtualList';
import type { JobEngagement } from '@shared/contracts/jobs';
import { ENGAGEMENT_STATE, type EngagementState, OPEN_STATES } from '@shared/validation/engagementStates';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadEngagementConversation } from '../enlistments';
import { engagementCounterAcceptanceConfirmed, engagementWithdrawalConfirmed } from './jobsSlice';
import { selectJobEngagementGroups, selectJobsState } from './selectors';

/** A worker's reports (a table of days each) are fetched when the browser is idle, or when the job's owner first opens them. */
const EngagementReportsPanel = onDemand(
  () =>
    import(/* webpackChunkName: "engagement-reports", webpackPrefetch: true */ './EngagementReportsPanel').then(
      (module) => module.EngagementReportsPanel,
    ),
  { waiting: <Spin /> },
);

/** An engagement's thread and history (product.md §4.21), the enlistments feature's, fetched when first unfolded. */
const EngagementConversation = onDemand(loadEngagementConversation, { waiting: <Spin /> });

/** "Anna Bianchi": a worker's full name; a deleted account's placeholder name as the server gives it. */
const fullName = (engagement: JobEngagement) => [engagement.nome, engagement.cognome].filter(Boolean).join(' ');

/**
 * Where an open request stands (product.md §4.21): whether the worker has read it, by when they
 * must answer, its place among the worker's requests for those days, and the worker's counter.
 */
function Negotiation({ engagement }: { engagement: JobEngagement }) {
  const { vistoIl, rispondiEntro, posizione, controproposta } = engagement;
  return (
    <>
      <span className="job-engagement-meta">
        {vistoIl ? (
          <FormattedMessage
            id="jobs.engagement.seen"
            values={{ when: <DateTimeText key="when" instant={vistoIl} /> }}
          />
        ) : (
          <FormattedMessage id="jobs.engagement.notSeen" />
        )}
        {posizione !== null && (
          <>
            {' · '}
            <FormattedMessage id="enlistments.detail.position.value" values={{ position: posizione }} />
          </>
        )}
      </span>
      {rispondiEntro && <AnswerDeadline at={rispondiEntro} />}
      {controproposta && (
        <span className="job-engagement-counter">
          {/* One line of text: the message's parts are not items of the column. */}
          <span>
            <FormattedMessage
              id="jobs.engagement.counter"
              values={{
                dates: <DateRange key="dates" start={controproposta.dataInizio} end={controproposta.dataFine} />,
                rate: <Money key="rate" cents={controproposta.tariffaGiornaliera} />,
              }}
            />
          </span>
          {controproposta.nota && <span className="job-engagement-note">“{controproposta.nota}”</span>}
        </span>
      )}
    </>
  );
}

/** Which of a row's parts are unfolded; kept by the list, so a row scrolled away and back keeps them. */
interface Unfolded {
  reports: boolean;
  conversation: boolean;
}
const FOLDED: Unfolded = { reports: false, conversation: false };

/**
 * One engagement. Its secondary lines are plain spans in antd's secondary colour (jobs.css), not
 * Typography: a row is drawn each time it scrolls into view, and a style hook per line is most of
 * what a row costs (bench/README.md, "Long lists on a phone").
 */
const EngagementRow = memo(function EngagementRow({
  engagement,
  withReports,
  unfolded,
  onToggle,
}: {
  engagement: JobEngagement;
  withReports: boolean;
  unfolded: Unfolded;
  onToggle: (id_Ingaggio: number, part: keyof Unfolded) => void;
}) {
  const intl = useIntl();
  const reportsId = useId();
  const conversationId = useId();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { withdrawal, counterAcceptance } = useAppSelector(selectJobsState);
  const name = fullName(engagement);
  const open = OPEN_STATES.includes(engagement.statoIngaggio as EngagementState);
  const countered = engagement.statoIngaggio === ENGAGEMENT_STATE.countered;
  const askWithdrawal = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'confirm.areYouSure' }),
      content: intl.formatMessage({ id: 'jobs.engagements.withdraw.confirm' }, { name }),
      okText: intl.formatMessage({ id: 'jobs.engagements.withdraw' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(engagementWithdrawalConfirmed(engagement.id_Ingaggio));
      },
    });
  };
  const { reports: reportsOpen, conversation: conversationOpen } = unfolded;
  return (
    <div className="job-engagement">
      <span className="job-engagement-who">
        {/* A worker who deleted their account has no page to open. */}
        {engagement.userId === null ? <span>{name}</span> : <Link to={`/user/${engagement.userId}`}>{name}</Link>}
        <span className="job-engagement-meta">
          <DateRange start={engagement.dataInizio} end={engagement.dataFine} />
          {' · '}
          <FormattedMessage
            id="jobs.engagement.rate"
            values={{ rate: <Money key="rate" cents={engagement.tariffaGiornaliera} /> }}
          />
        </span>
        <span>
          <EngagementStateTag state={engagement.statoIngaggio} messages="jobs.engagement.state" />
        </span>
        {open && <Negotiation engagement={engagement} />}
      </span>
      <span className="job-engagement-actions">
        {countered && (
          <Button
            type="primary"
            size="small"
            icon={<CheckOutlined aria-hidden />}
            loading={counterAcceptance.status === 'pending' && counterAcceptance.id_Ingaggio === engagement.id_Ingaggio}
            aria-label={intl.formatMessage({ id: 'jobs.engagements.acceptCounter.named' }, { name })}
            onClick={() => dispatch(engagementCounterAcceptanceConfirmed(engagement.id_Ingaggio))}
          >
            <FormattedMessage id="jobs.engagements.acceptCounter" />
          </Button>
        )}
        <Button
          size="small"
          icon={<MessageOutlined aria-hidden />}
          aria-expanded={conversationOpen}
          aria-controls={conversationId}
          aria-label={intl.formatMessage({ id: 'jobs.engagements.conversation.named' }, { name })}
          onClick={() => onToggle(engagement.id_Ingaggio, 'conversation')}
        >
          <FormattedMessage id="jobs.engagements.conversation" />
        </Button>
        {withReports && (
          <Button
            size="small"
            icon={<FileTextOutlined aria-hidden />}
            aria-expanded={reportsOpen}
            aria-controls={reportsId}
            aria-label={intl.formatMessage({ id: 'jobs.reports.open.named' }, { name })}
            onClick={() => onToggle(engagement.id_Ingaggio, 'reports')}
          >
            <FormattedMessage id="jobs.reports.open" />
          </Button>
        )}
        <Button
          danger
          size="small"
          onClick={askWithdrawal}
          loading={withdrawal.status === 'pending' && withdrawal.id_Ingaggio === engagement.id_Ingaggio}
          aria-label={intl.formatMessage({ id: 'jobs.engagements.withdraw.named' }, { name })}
        >
          <FormattedMessage id="jobs.engagements.withdraw" />
        </Button>
      </span>
      {reportsOpen && (
        <div id={reportsId} className="job-engagement-reports">
          <EngagementReportsPanel engagementId={engagement.id_Ingaggio} />
        </div>
      )}
      {conversationOpen && (
        <div id={conversationId} className="job-engagement-reports">
          <EngagementConversation
            engagementId={engagement.id_Ingaggio}
            state={engagement.statoIngaggio}
            otherParty={name}
          />
        </div>
      )}
    </div>
  );
});

/** A row's height before it is measured: a phone's, where the buttons wrap under the name. */
const ESTIMATED_ROW = 150;

/**
 * One group of engagements: a VirtualList (docs/decisions.md, "Long lists render what is on
 * screen"), since a job may have a page of 1,000 (product.md §2.9).
 */
function EngagementList({
  engagements,
  emptyId,
  labelId,
  withReports = false,
}: {
  engagements: JobEngagement[];
  emptyId: string;
  labelId: string;
  withReports?: boolean;
}) {
  const intl = useIntl();
  const [unfolded, setUnfolded] = useState<Record<number, Unfolded>>({});
  const toggle = useCallback(
    (id_Ingaggio: number, part: keyof Unfolded) =>
      setUnfolded((now) => {
        const row = now[id_Ingaggio] ?? FOLDED;
        return { ...now, [id_Ingaggio]: { ...row, [part]: !row[part] } };
      }),
    [],
  );
  const itemKey = useCallback((index: number) => engagements[index].id_Ingaggio, [engagements]);
  const renderItem = useCallback(
    (index: number) => {
      const engagement = engagements[index];
      return (
        <EngagementRow
          engagement={engagement}
          withReports={withReports}
          unfolded={unfolded[engagement.id_Ingaggio] ?? FOLDED}
          onToggle={toggle}
        />
      );
    },
    [engagements, withReports, unfolded, toggle],
  );
  if (engagements.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: emptyId })} />;
  return (
    <VirtualList
      count={engagements.length}
      estimatedRowHeight={ESTIMATED_ROW}
      itemKey={itemKey}
      renderItem={renderItem}
      label={intl.formatMessage({ id: labelId }, { count: engagements.length })}
      className="job-engagement-list"
    />
  );
}

/**
 * When editing a job (product.md §2.2): its accepted and sent engagements, folded away; each
 * worker's name opens their page, each engagement can be withdrawn, an accepted one unfolds
 * the worker's sent time report and car sheet (product.md §4.6), an open one says where it stands
 * and a countered one can be accepted on the worker's terms, and each unfolds its thread and
 * history (product.md §4.21).
 */
export function JobEngagements() {
  const intl = useIntl();
  const headingId = useId();
  const { engagementsLoad, withdrawal, counterAcceptance } = useAppSelector(selectJobsState);
  const { accepted, sent } = useAppSelector(selectJobEngagementGroups);
  const loading = engagementsLoad.status === 'pending';
  const label = (id: string, count: number) =>
    loading ? intl.formatMessage({ id: `${id}.loading` }) : intl.formatMessage({ id }, { count });
  return (
    <section className="job-engagements" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        <FormattedMessage id="jobs.engagements.title" />
      </Typography.Title>
      <ListCount>
        {engagementsLoad.status === 'succeeded' && (
          <FormattedMessage id="jobs.engagements.count" values={{ accepted: accepted.length, sent: sent.length }} />
        )}
      </ListCount>
      <ApiAlert failure={engagementsLoad.failure ?? withdrawal.failure ?? counterAcceptance.failure} />
      {counterAcceptance.status === 'succeeded' && (
        <Typography.Paragraph type="success" role="status">
          <FormattedMessage id="jobs.engagements.counterAccepted" />
        </Typography.Paragraph>
      )}
      {withdrawal.status === 'succeeded' && (
        <Typography.Paragraph type="success" role="status">
          <FormattedMessage id="jobs.engagements.withdrawn" />
        </Typography.Paragraph>
      )}
      <Collapse
        items={[
          {
            key: 'accepted',
            label: label('jobs.engagements.accepted', accepted.length),
            children: loading ? (
              <Spin />
            ) : (
              <EngagementList
                engagements={accepted}
                emptyId="jobs.engagements.accepted.empty"
                labelId="jobs.engagements.accepted"
                withReports
              />
            ),
          },
          {
            key: 'sent',
            label: label('jobs.engagements.sent', sent.length),
            children: loading ? (
              <Spin />
            ) : (
              <EngagementList
                engagements={sent}
                emptyId="jobs.engagements.sent.empty"
                labelId="jobs.engagements.sent"
              />
            ),
          },
        ]}
      />
    </section>
  );
}
