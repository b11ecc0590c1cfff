import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@shared/contracts/notifications';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { Language } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import type { Queryable } from '../../db/client';
import { fullName, personNames } from '../../db/names';
import { engagements, jobs, profiles, users } from '../../db/schema';
import { formatDay } from '../../i18n/messages';
import { renderEmail } from '../../mail/render';
import type { OutgoingEmail } from '../../mail/transport';
import type { Notify } from '../notifications/service';

/** What an email about an engagement tells: which engagement, and why (product.md §4.5, §4.21). */
export type Notice =
  | 'requested'
  | 'requestChanged'
  | 'accepted'
  | 'rejected'
  | 'withdrawn'
  | 'jobDeleted'
  | 'countered'
  | 'counterAccepted'
  | 'released'
  | 'expired';

/** Where a notice's link leads: the request, the worker's page of the engagement in its list, the job, the worker's lists. */
type LinkTo = 'request' | 'engagement' | 'job' | 'enlistments';

/** Whom each notice is for, where its link leads and what it says besides its body. */
const NOTICES: Record<Notice, { to: 'worker' | 'client'; link: LinkTo; subject?: string; extra?: string[] }> = {
  requested: {
    to: 'worker',
    link: 'request',
    extra: ['mail.engagement.requested.rate', 'mail.engagement.requested.answer'],
  },
  requestChanged: {
    to: 'worker',
    link: 'request',
    extra: ['mail.engagement.requested.rate', 'mail.engagement.requested.answer'],
  },
  accepted: { to: 'client', link: 'job' },
  rejected: { to: 'client', link: 'job' },
  withdrawn: { to: 'worker', link: 'enlistments' },
  jobDeleted: { to: 'worker', link: 'enlistments', subject: 'mail.engagement.withdrawn.subject' },
  countered: { to: 'client', link: 'job', extra: ['mail.engagement.countered.answer'] },
  counterAccepted: { to: 'worker', link: 'enlistments' },
  released: { to: 'client', link: 'job' },
  expired: { to: 'client', link: 'job' },
};

const LINK_LABELS = {
  request: 'mail.engagement.requested.action',
  engagement: 'mail.engagement.engagement.action',
  job: 'mail.engagement.job.action',
  enlistments: 'mail.engagement.enlistments.action',
} as const;

/**
 * What this module tells people about engagements: the facts of some engagements (job, dates,
 * terms, both people) read in the caller's transaction, and the emails built from them in each
 * recipient's language, to be queued in that transaction (docs/development.md, Email).
 */
/** Each notice as the app's notifications name it (product.md §4.22). */
const NOTIFICATION_TYPE = {
  requested: 'engagementRequested',
  requestChanged: 'engagementChanged',
  accepted: 'engagementAccepted',
  rejected: 'engagementRejected',
  withdrawn: 'engagementWithdrawn',
  jobDeleted: 'jobDeleted',
  countered: 'engagementCountered',
  counterAccepted: 'counterAccepted',
  released: 'engagementReleased',
  expired: 'engagementExpired',
} as const satisfies Record<Notice, string>;

/**
 * The notices that concern the other party too, told in the app only: a request that expired
 * unanswered is news to its worker as well, who can no longer answer it (product.md §4.22).
 */
const NOTIFIED_TOO: Partial<Record<Notice, { to: 'worker' | 'client'; tipo: NotificationType; link: LinkTo }>> = {
  expired: { to: 'worker', tipo: 'requestExpired', link: 'request' },
};

export function createEngagementNotices(deps: { publicUrl: string; notify: Notify }) {
  const owners = alias(users, 'owners');
  const ownerProfiles = alias(profiles, 'owner_profiles');
  const ownerNames = personNames(owners, ownerProfiles);
  const workerNames = personNames(users, profiles);

  /** Everything the emails and the summary say about some engagements: job, dates, terms, both people. */
  async function contextIn(q: Queryable, engagementIds: number[]) {
    if (engagementIds.length === 0) return [];
    const rows = await q
      .select({
        id: engagements.id,
        state: engagements.state,
        startsOn: engagements.startsOn,
        endsOn: engagements.endsOn,
        dayRateCents: engagements.dayRateCents,
        counterStartsOn: engagements.counterStartsOn,
        counterEndsOn: engagements.counterEndsOn,
        counterDayRateCents: engagements.counterDayRateCents,
        counterNote: engagements.counterNote,
        job: {
          id: jobs.id,
          nome: jobs.nome,
          descrizione: jobs.descrizione,
          indirizzo: jobs.indirizzo,
          email: jobs.email,
          deletedAt: jobs.deletedAt,
        },
        owner: {
          id: owners.id,
          email: owners.email,
          language: owners.language,
          nome: ownerNames.nome,
          cognome: ownerNames.cognome,
        },
        worker: {
          id: users.id,
          email: users.email,
          language: users.language,
          nome: workerNames.nome,
          cognome: workerNames.cognome,
        },
      })
      .from(engagements)
      .innerJoin(jobs, eq(jobs.id, engagements.jobId))
      .innerJoin(owners, eq(owners.id, jobs.ownerId))
      .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
      .leftJoin(users, eq(users.id, engagements.workerId))
      .leftJoin(profiles, eq(profiles.userId, engagements.workerId))
      .where(inArray(engagements.id, engagementIds));
    return rows.map((row) => ({
      ...row,
      clientName: fullName({ nome: row.owner.nome ?? '', cognome: row.owner.cognome }),
      workerName: row.worker ? fullName({ nome: row.worker.nome ?? '', cognome: row.worker.cognome }) : null,
    }));
  }
  type Context = Awaited<ReturnType<typeof contextIn>>[number];

  /**
   * The way back to an engagement for its worker (the request, the engagement in the list it is in
   * now, or their engagements) or its client (the job).
   */
  const pathTo = (context: Context, link: LinkTo) =>
    ({
      request: `/enlistments/${context.id}/sent`,
      engagement: `/enlistments/${context.id}/${context.state === ENGAGEMENT_STATE.accepted ? 'accepted' : 'sent'}`,
      job: `/jobs/${context.job.id}`,
      enlistments: '/enlistments',
    })[link];

  function linkTo(context: Context, link: LinkTo) {
    return { label: LINK_LABELS[link], url: `${deps.publicUrl}${pathTo(context, link)}` };
  }

  /**
   * Emails the person an engagement's news is for, in their language, with a link to act on it;
   * `note` is the worker's words (a counter's note, a reject's reason), when there are any.
   */
  function noticeEmail(notice: Notice, context: Context, note: string | null = null): OutgoingEmail | null {
    const { to, link, subject, extra = [] } = NOTICES[notice];
    const recipient = to === 'worker' ? context.worker : context.owner;
    if (!recipient) return null; // the worker deleted their account
    const language = recipient.language as Language;
    const paragraphs = ['mail.greeting', `mail.engagement.${notice}.body`, ...extra];
    if (note) paragraphs.push('mail.engagement.note');
    return renderEmail(recipient.email, language, {
      subject: subject ?? `mail.engagement.${notice}.subject`,
      paragraphs,
      // The worker hears of the client's requests and withdrawals, the client of the worker's answers (product.md §4.18).
      kind: to === 'worker' ? 'requests' : 'answers',
      values: {
        username: recipient.nome ?? '',
        job: context.job.nome,
        address: context.job.indirizzo,
        start: formatDay(language, context.startsOn),
        end: formatDay(language, context.endsOn),
        rate: formatMoney(language, context.dayRateCents),
        client: context.clientName,
        worker: context.workerName ?? '',
        note: note ?? '',
        // A counter's terms (product.md §4.21), for the client to weigh against their request's.
        counterStart: context.counterStartsOn ? formatDay(language, context.counterStartsOn) : '',
        counterEnd: context.counterEndsOn ? formatDay(language, context.counterEndsOn) : '',
        counterRate: context.counterDayRateCents === null ? '' : formatMoney(language, context.counterDayRateCents),
      },
      action: linkTo(context, link),
    });
  }

  /** Notifies a party of an engagement in the app (none for a worker who deleted their account). */
  async function notifyParty(
    tx: Queryable,
    context: Context,
    to: 'worker' | 'client',
    tipo: NotificationType,
    link: LinkTo,
    params: Record<string, string> = {},
  ) {
    const recipient = to === 'worker' ? context.worker : context.owner;
    if (recipient)
      await deps.notify(tx, {
        userId: recipient.id,
        tipo,
        params: { job: context.job.nome, client: context.clientName, worker: context.workerName ?? '', ...params },
        link: pathTo(context, link),
      });
  }

  return {
    contextIn,
    noticeEmail,
    linkTo,
    notifyParty,

    /** The emails telling of a change to some engagements, read in the change's transaction (to be queued there). */
    async notices(tx: Queryable, notice: Notice, engagementIds: number[], note: string | null = null) {
      const contexts = await contextIn(tx, engagementIds);
      // Whoever an email tells is notified in the app too, whatever their email preferences (product.md §4.22).
      for (const context of contexts) {
        const { to, link } = NOTICES[notice];
        await notifyParty(tx, context, to, NOTIFICATION_TYPE[notice], link);
        const also = NOTIFIED_TOO[notice];
        if (also) await notifyParty(tx, context, also.to, also.tipo, also.link);
      }
      return contexts
        .map((context) => noticeEmail(notice, context, note))
        .filter((email): email is OutgoingEmail => email !== null);
    },
  };
}
export type EngagementNotices = ReturnType<typeof createEngagementNotices>;
export type EngagementContext = Awaited<ReturnType<EngagementNotices['contextIn']>>[number];
