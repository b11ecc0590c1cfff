import { Empty, Input, Spin, Timeline, Typography } from 'antd';
import type { FormikProps } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange, DateTimeText } from '../../components/DateText';
import { FormField } from '../../components/form/FormField';
import { SchemaForm } from '../../components/form/SchemaForm';
import { Money } from '../../components/Money';
import type { EngagementHistoryEntry } from '@shared/contracts/enlistments';
import { MESSAGE_MAX, engagementMessageSchema } from '@shared/validation/enlistments';
import { ENGAGEMENT_EVENTS, REJECT_REASONS } from '@shared/validation/reviewStates';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { conversationClosed, conversationOpened, messageSubmitted } from './enlistmentsSlice';
import { selectConversation } from './selectors';
import './conversation.css';

export interface EngagementConversationProps {
  engagementId: number;
  /** The engagement's state: a change (a counter sent or accepted) reads the history again. */
  state: number;
  /** Who the other party is, as the page names them (the client, or the worker). */
  otherParty: string;
}

/**
 * Who took a step or wrote: "you", the other party, or no user: in the history the scheduler
 * (an expiry) or a deleted account, in the thread only a deleted account.
 */
function useWho(otherParty: string) {
  const intl = useIntl();
  const me = useAppSelector(selectUser)?.userId;
  return (userId: number | null, noUser = 'enlistments.conversation.nobody') =>
    userId === null
      ? intl.formatMessage({ id: noUser })
      : userId === me
        ? intl.formatMessage({ id: 'enlistments.conversation.you' })
        : otherParty;
}

/** A history step in words, with its particulars (dates, rate, note, reason). */
function StepText({ entry, who }: { entry: EngagementHistoryEntry; who: string }) {
  const { dettagli } = entry;
  const values = {
    who,
    dates:
      dettagli.dataInizio && dettagli.dataFine ? (
        <DateRange key="dates" start={dettagli.dataInizio} end={dettagli.dataFine} />
      ) : (
        ''
      ),
    rate: dettagli.tariffaGiornaliera === undefined ? '' : <Money key="rate" cents={dettagli.tariffaGiornaliera} />,
    deadline: dettagli.rispondiEntro ? <DateTimeText key="deadline" instant={dettagli.rispondiEntro} /> : '',
    hasDeadline: dettagli.rispondiEntro ? 'yes' : 'no',
    hasRate: dettagli.tariffaGiornaliera === undefined ? 'no' : 'yes',
    tipo: dettagli.tipo ?? '',
    esito: dettagli.esito ?? '',
    days: dettagli.giorni?.length ?? 0,
  };
  const id =
    entry.evento === ENGAGEMENT_EVENTS.rejected && dettagli.motivo === REJECT_REASONS.busy
      ? 'enlistments.history.rifiutata.occupato'
      : `enlistments.history.${entry.evento}`;
  return (
    <>
      <div className="conversation-step">
        <FormattedMessage id={id} values={values} />
      </div>
      {dettagli.nota && <div className="conversation-note">“{dettagli.nota}”</div>}
    </>
  );
}

interface MessageValues {
  idIngaggio: number;
  testo: string;
}

/**
 * An engagement's thread and history (product.md §4.21), the same on the worker's detail page and
 * the client's job page: the messages oldest first with who wrote and when, a composer of 1 to
 * 2,000 characters, and the timeline of the engagement's steps.
 */
export function EngagementConversation({ engagementId, state, otherParty }: EngagementConversationProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const threadId = useId();
  const historyId = useId();
  const conversation = useAppSelector((root) => selectConversation(root, engagementId));
  const who = useWho(otherParty);
  const form = useRef<FormikProps<MessageValues>>(null);
  useEffect(() => {
    dispatch(conversationOpened(engagementId));
    // Left: the stream's notifications no longer read it again.
    return () => {
      dispatch(conversationClosed(engagementId));
    };
  }, [dispatch, engagementId, state]);
  const posted = conversation?.post.status === 'succeeded';
  useEffect(() => {
    if (posted) form.current?.resetForm();
  }, [posted, conversation?.messages.length]);

  if (!conversation || (conversation.load.status === 'pending' && conversation.history.length === 0)) return <Spin />;
  return (
    <div className="engagement-conversation">
      <ApiAlert failure={conversation.load.failure} />
      <section aria-labelledby={threadId}>
        <Typography.Title level={4} id={threadId}>
          <FormattedMessage id="enlistments.conversation.messages" />
        </Typography.Title>
        {conversation.messages.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={intl.formatMessage({ id: 'enlistments.conversation.noMessages' })}
          />
        ) : (
          <ol className="conversation-messages">
            {conversation.messages.map((message) => (
              <li key={message.id}>
                <div className="conversation-meta">
                  <strong>{who(message.userId, 'jobs.engagement.deletedWorker')}</strong> ·{' '}
                  <DateTimeText instant={message.inviatoIl} />
                </div>
                <div className="conversation-text">{message.testo}</div>
              </li>
            ))}
          </ol>
        )}
        <SchemaForm<MessageValues>
          formikRef={form}
          initialValues={{ idIngaggio: engagementId, testo: '' }}
          schema={engagementMessageSchema}
          requiredMark={false}
          pending={conversation.post.status === 'pending'}
          failure={conversation.post.failure}
          submitLabel={intl.formatMessage({ id: 'enlistments.conversation.send' })}
          onSubmit={(values) => dispatch(messageSubmitted(values as MessageValues))}
        >
          {() => (
            <FormField name="testo" label={intl.formatMessage({ id: 'enlistments.conversation.message' })}>
              {(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 8 }} maxLength={MESSAGE_MAX} />}
            </FormField>
          )}
        </SchemaForm>
      </section>
      <section aria-labelledby={historyId}>
        <Typography.Title level={4} id={historyId}>
          <FormattedMessage id="enlistments.conversation.history" />
        </Typography.Title>
        <Timeline
          className="conversation-history"
          items={conversation.history.map((entry, index) => ({
            key: `${entry.il}-${index}`,
            content: (
              <>
                <StepText entry={entry} who={who(entry.userId)} />
                <div className="conversation-meta">
                  <DateTimeText instant={entry.il} />
                </div>
              </>
            ),
          }))}
        />
      </section>
    </div>
  );
}
