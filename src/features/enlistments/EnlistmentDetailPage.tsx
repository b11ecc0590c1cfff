import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { Alert, App, Button, Descriptions, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { AnswerDeadline } from '../../components/AnswerDeadline';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange } from '../../components/DateText';
import { EngagementStateTag } from '../../components/EngagementStateTag';
import { Money } from '../../components/Money';
import { NationNames } from '../../components/NationNames';
import { dialogOnDemand, onDemand } from '../../components/onDemand';
import { Outcome } from '../../components/Outcome';
import type { EngagementHistoryEntry, Enlistment } from '@shared/contracts/enlistments';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { ENGAGEMENT_EVENTS, REJECT_REASONS } from '@shared/validation/reviewStates';
import { loadEngagementConversation } from './conversationOnDemand';
import { type EnlistmentList, enlistmentAnswered, enlistmentDetailOpened } from './enlistmentsSlice';
import { selectConversation, selectEnlistment, selectEnlistmentsState } from './selectors';
import './enlistments.css';

/** Its form is fetched when the browser is idle, or when the dialog first opens. */
const SummaryEmailDialog = dialogOnDemand(() =>
  import(/* webpackChunkName: "summary-email", webpackPrefetch: true */ './SummaryEmailDialog').then(
    (module) => module.SummaryEmailDialog,
  ),
);

/** The worker's other terms for a request (product.md §4.21): fetched when first opened. */
const CounterOfferDialog = dialogOnDemand(() =>
  import(/* webpackChunkName: "counter-offer", webpackPrefetch: true */ './CounterOfferDialog').then(
    (module) => module.CounterOfferDialog,
  ),
);

/** The thread and history under the request (product.md §4.21). */
const EngagementConversation = onDemand(loadEngagementConversation);

/** The history's steps that end a request, and the state each leaves it in. */
const ENDING_STEPS: Record<string, number> = {
  [ENGAGEMENT_EVENTS.accepted]: ENGAGEMENT_STATE.accepted,
  [ENGAGEMENT_EVENTS.rejected]: ENGAGEMENT_STATE.rejected,
  [ENGAGEMENT_EVENTS.withdrawn]: ENGAGEMENT_STATE.withdrawn,
  [ENGAGEMENT_EVENTS.expired]: ENGAGEMENT_STATE.expired,
};

/**
 * A request no longer in the worker's lists (rejected, withdrawn, expired, or released because the
 * worker was booked elsewhere, product.md §4.21) is known from its history: its last ending step.
 */
function EndedRequest({ id }: { id: number }) {
  const history = useAppSelector((state) => selectConversation(state, id))?.history ?? [];
  const ending = [...history]
    .reverse()
    .find((entry: EngagementHistoryEntry) => ENDING_STEPS[entry.evento] !== undefined);
  if (!ending) return null;
  const state = ENDING_STEPS[ending.evento];
  const busy = ending.evento === ENGAGEMENT_EVENTS.rejected && ending.dettagli.motivo === REJECT_REASONS.busy;
  return (
    <div className="enlistment-detail-head">
      <EngagementStateTag state={state} messages="enlistments.state" />
      {busy && (
        <Typography.Text>
          <FormattedMessage id="enlistments.detail.released" />
        </Typography.Text>
      )}
    </div>
  );
}

const isList = (value: string | undefined): value is EnlistmentList => value === 'sent' || value === 'accepted';

/** The address's id and list, or null when it names neither. */
function useAddress(): { id: number; list: EnlistmentList } | null {
  const params = useParams();
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 && isList(params.status) ? { id, list: params.status } : null;
}

function EnlistmentActions({ enlistment, list }: { enlistment: Enlistment; list: EnlistmentList }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { answer } = useAppSelector(selectEnlistmentsState);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const closeSummary = useCallback(() => setSummaryOpen(false), []);
  const [counterOpen, setCounterOpen] = useState(false);
  const closeCounter = useCallback(() => setCounterOpen(false), []);
  // A countered request waits for the client: the worker may still decline it, not answer it again.
  const waitingForWorker = list === 'sent' && enlistment.statoIngaggio === ENGAGEMENT_STATE.sent;
  const id_Ingaggio = enlistment.id_Ingaggio;
  const answering = (which: 'accept' | 'reject') =>
    answer.status === 'pending' && answer.answer === which && answer.id_Ingaggio === id_Ingaggio;
  const askRejection = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'confirm.areYouSure' }),
      content: intl.formatMessage({
        id: list === 'sent' ? 'enlistments.reject.confirm.sent' : 'enlistments.reject.confirm.accepted',
      }),
      okText: intl.formatMessage({ id: 'enlistments.reject' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(enlistmentAnswered({ id_Ingaggio, answer: 'reject' }));
      },
    });
  };
  return (
    <>
      <div className="enlistment-actions">
        {waitingForWorker && (
          <Button
            type="primary"
            size="large"
            icon={<CheckOutlined aria-hidden />}
            loading={answering('accept')}
            onClick={() => dispatch(enlistmentAnswered({ id_Ingaggio, answer: 'accept' }))}
          >
            <FormattedMessage id="enlistments.accept" />
          </Button>
        )}
        {waitingForWorker && (
          <Button size="large" icon={<SwapOutlined aria-hidden />} onClick={() => setCounterOpen(true)}>
            <FormattedMessage id="enlistments.counter.open" />
          </Button>
        )}
        <Button
          danger
          size="large"
          icon={<CloseOutlined aria-hidden />}
          loading={answering('reject')}
          onClick={askRejection}
        >
          <FormattedMessage id="enlistments.reject" />
        </Button>
        <Button
          // Once accepted, the summary is what the worker comes here for.
          type={list === 'accepted' ? 'primary' : 'default'}
          size="large"
          icon={<MailOutlined aria-hidden />}
          disabled={enlistment.statoIngaggio !== ENGAGEMENT_STATE.accepted}
          onClick={() => setSummaryOpen(true)}
        >
          <FormattedMessage id="enlistments.summary.open" />
        </Button>
      </div>
      <SummaryEmailDialog engagementId={id_Ingaggio} open={summaryOpen} onClose={closeSummary} />
      <CounterOfferDialog enlistment={enlistment} open={counterOpen} onClose={closeCounter} />
    </>
  );
}

/**
 * /enlistments/{id}/{status} (product.md §2.2, §2.4, §4.21): the job's details and the request's
 * terms, deadline and place in the queue; Accept or Counter-offer for a request still waiting,
 * Reject (confirmed), the summary email once the engagement is accepted, and the engagement's
 * thread and history.
 */
export default function EnlistmentDetailPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const address = useAddress();
  const { load, answer, summaryEmail, counter } = useAppSelector(selectEnlistmentsState);
  const enlistment = useAppSelector((state) =>
    address ? selectEnlistment(state, address.list, address.id) : undefined,
  );
  const id = address?.id;
  useEffect(() => {
    if (id !== undefined) dispatch(enlistmentDetailOpened(id));
  }, [dispatch, id]);

  const back = (
    <Link to="/enlistments" className="enlistment-back">
      <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="enlistments.back" />
    </Link>
  );
  if (!address || !enlistment) {
    return (
      <div className="content-page enlistment-detail">
        {back}
        {address && load.status === 'pending' ? (
          <Spin size="large" className="page-spinner" />
        ) : load.status === 'failed' ? (
          <ApiAlert failure={load.failure} />
        ) : (
          <Outcome kind="notFound" title={intl.formatMessage({ id: 'enlistments.detail.notFound' })} />
        )}
        {address && load.status === 'succeeded' && (
          <>
            <EndedRequest id={address.id} />
            <EngagementConversation
              engagementId={address.id}
              state={0}
              otherParty={intl.formatMessage({ id: 'enlistments.conversation.client' })}
            />
          </>
        )}
      </div>
    );
  }

  const label = (id: string) => intl.formatMessage({ id: `enlistments.detail.${id}` });
  const { controproposta, rispondiEntro, posizione } = enlistment;
  const justCountered = counter.status === 'succeeded' && counter.id_Ingaggio === enlistment.id_Ingaggio;
  const justAccepted =
    answer.status === 'succeeded' && answer.answer === 'accept' && answer.id_Ingaggio === enlistment.id_Ingaggio;
  // What was just done here: an accept, or a counter sent.
  const answered = justAccepted ? 'enlistments.accepted' : justCountered ? 'enlistments.answer.countered' : null;
  return (
    <div className="content-page enlistment-detail">
      {back}
      <div className="enlistment-detail-head">
        <Typography.Title level={1}>{enlistment.nome}</Typography.Title>
        <EngagementStateTag state={enlistment.statoIngaggio} messages="enlistments.state" />
      </div>
      {answered && (
        <Alert className="enlistments-banner" type="success" showIcon title={intl.formatMessage({ id: answered })} />
      )}
      {summaryEmail.status === 'succeeded' && (
        <Alert
          className="enlistments-banner"
          type="success"
          showIcon
          closable
          title={intl.formatMessage({ id: 'enlistments.summary.sent' })}
        />
      )}
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'client', label: label('client'), children: enlistment.nomeCliente },
          {
            key: 'dates',
            label: label('dates'),
            children: <DateRange start={enlistment.dataInizio} end={enlistment.dataFine} />,
          },
          // The day rate, read before answering (product.md §4.20).
          { key: 'rate', label: label('rate'), children: <Money cents={enlistment.tariffaGiornaliera} /> },
          // The negotiation (product.md §4.21): the deadline, the place in the queue for these days, the counter sent.
          ...(rispondiEntro
            ? [{ key: 'deadline', label: label('deadline'), children: <AnswerDeadline at={rispondiEntro} /> }]
            : []),
          ...(posizione !== null
            ? [
                {
                  key: 'position',
                  label: label('position'),
                  children: (
                    <FormattedMessage id="enlistments.detail.position.value" values={{ position: posizione }} />
                  ),
                },
              ]
            : []),
          ...(controproposta
            ? [
                {
                  key: 'counter',
                  label: label('counter'),
                  children: (
                    <>
                      <DateRange start={controproposta.dataInizio} end={controproposta.dataFine} />
                      {' · '}
                      <FormattedMessage
                        id="jobs.engagement.rate"
                        values={{ rate: <Money key="rate" cents={controproposta.tariffaGiornaliera} /> }}
                      />
                      {controproposta.nota && <div className="conversation-note">“{controproposta.nota}”</div>}
                    </>
                  ),
                },
              ]
            : []),
          { key: 'address', label: label('address'), children: enlistment.indirizzo },
          { key: 'places', label: label('places'), children: <NationNames places={enlistment.listaNazioni} /> },
          {
            key: 'email',
            label: label('email'),
            children: <a href={`mailto:${enlistment.email}`}>{enlistment.email}</a>,
          },
          {
            key: 'description',
            label: label('description'),
            children: <span className="enlistment-description">{enlistment.descrizione}</span>,
          },
        ]}
      />
      <div className="enlistments-banner">
        <ApiAlert failure={answer.id_Ingaggio === enlistment.id_Ingaggio ? answer.failure : null} />
      </div>
      <EnlistmentActions enlistment={enlistment} list={address.list} />
      <EngagementConversation
        engagementId={enlistment.id_Ingaggio}
        state={enlistment.statoIngaggio}
        otherParty={enlistment.nomeCliente}
      />
    </div>
  );
}
