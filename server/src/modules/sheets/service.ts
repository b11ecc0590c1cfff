import { type SQL, and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { RecordsReviewed, RecordsSent } from '@shared/contracts/dailyRecords';
import { isInsideEngagement } from '@shared/validation/dailyRecords';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { EmailKind } from '@shared/validation/emailKinds';
import type { Language } from '@shared/validation/language';
import { ENGAGEMENT_EVENTS, type ReviewOutcome, recordStateOf } from '@shared/validation/reviewStates';
import type { ReviewRequest } from '@shared/validation/reviews';
import { TIER_MASTER } from '@shared/validation/tiers';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { brokenConstraint } from '../../db/errors';
import {
  type SheetKind,
  type carSheets,
  engagementEvents,
  engagements,
  sheetSends,
  type timeReports,
} from '../../db/schema';
import { FieldRefusal, Forbidden, NotFound, Refusal } from '../../http/errors';
import { formatNumericDay, translate } from '../../i18n/messages';
import type { MailOutbox } from '../../mail/outbox';
import type { TierOf } from '../../plugins/tier';
import { renderEmail } from '../../mail/render';
import type { EnlistmentsService } from '../enlistments/service';
import type { Notify } from '../notifications/service';
import { type PdfColumn, renderReportPdf } from '../../pdf/report';
import { deliveryRoutes } from './routes';

/**
 * What time reports and car sheets share (product.md §3.9): who may write or read an engagement's
 * records, the day rules, "a sent record is read-only", the once-a-day send with its PDF and its
 * emails queued in the send's transaction, and the PDF download. The timesheets and carsheets
 * modules each describe their kind of record (a SheetReport) and call these.
 */

export interface SheetsDeps {
  db: Database;
  clock: Clock;
  /** Emails queued in the send's transaction and delivered after it, retried until they go. */
  outbox: MailOutbox;
  /** The engagements module's account of an engagement: job, dates, state, client and worker. */
  contextOf: EnlistmentsService['contextOf'];
  /**
   * The reader's running tier: the routes let Advanced in, for the worker's side of an engagement,
   * while reading a job's reports as its owner is job management, for Master clients.
   */
  tierOf: TierOf;
  /** The product's address, for the links in the review emails. */
  publicUrl: string;
  /** A send tells the job's owner in the app, a review the worker, in its transaction (product.md §4.22). */
  notify: Notify;
}

/** An engagement as the records' rules and documents need it: its days, state, job, client and worker. */
export type SheetEngagement = Awaited<ReturnType<EnlistmentsService['contextOf']>>[number];

/** Who is reading: the engaged worker (every record) or the job's owner (the sent ones, read-only). */
export type SheetReader = 'worker' | 'owner';

/** The tables of daily records; both are built from the same columns (db/schema/sheets.ts), which the shared rules read. */
export type DailyTable = typeof timeReports | typeof carSheets;
export type RowOf<T extends DailyTable> = T['$inferSelect'];

/** What a kind of record tells the shared rules: its table, and how to print its rows. */
export interface SheetReport<T extends DailyTable> {
  kind: SheetKind;
  table: T;
  /** The table's columns in a language. */
  columns(language: Language): PdfColumn<RowOf<T>>[];
  /** The totals row, one cell per column. */
  totals(rows: RowOf<T>[], language: Language): string[];
}

/** Either table through the columns they share: their engagement, day and sent time. */
const sharedColumns = (table: DailyTable) => table as typeof timeReports;

/**
 * An engagement's records of one kind by day: all, the sent ones, the unsent ones locked for a send,
 * or what the job's owner reads: the sent ones and those they rejected, which stay in sight with
 * their note until the worker sends them again (product.md §4.20).
 */
function rowsOf<T extends DailyTable>(
  q: Queryable,
  report: SheetReport<T>,
  engagementId: number,
  which: 'all' | 'sent' | 'unsent' | 'owner',
): Promise<RowOf<T>[]> {
  const table = sharedColumns(report.table);
  const sent = {
    all: undefined,
    sent: isNotNull(table.sentAt),
    unsent: isNull(table.sentAt),
    owner: or(isNotNull(table.sentAt), eq(table.review, 'respinto')),
  }[which];
  const query = q
    .select()
    .from(table)
    .where(and(eq(table.engagementId, engagementId), sent))
    .orderBy(asc(table.day));
  return (which === 'unsent' ? query.for('update') : query) as unknown as Promise<RowOf<T>[]>;
}

export function createSheetsService(deps: SheetsDeps) {
  const { db, clock, outbox } = deps;

  /** The engagement its worker writes records of: theirs (else 404) and accepted (else a refusal). */
  function mayWrite(userId: number, engagement: { state: number; workerId: number | null } | undefined) {
    if (!engagement || engagement.workerId !== userId) throw new NotFound();
    if (engagement.state !== ENGAGEMENT_STATE.accepted) throw new Refusal('sheets.engagement.notAccepted');
  }

  async function toWrite(userId: number, engagementId: number): Promise<SheetEngagement> {
    const [engagement] = await deps.contextOf([engagementId]);
    mayWrite(userId, engagement && { state: engagement.state, workerId: engagement.worker?.id ?? null });
    return engagement;
  }

  /** The engagement someone reads the records of: its worker, or the owner of its job; anyone else 404. */
  async function toRead(
    userId: number,
    engagementId: number,
  ): Promise<{ engagement: SheetEngagement; reader: SheetReader }> {
    const [engagement] = await deps.contextOf([engagementId]);
    if (engagement?.worker?.id === userId) return { engagement, reader: 'worker' };
    // The engagements its owner sees on the job's page: answered ones, never a bare request, never a deleted job.
    if (
      engagement?.owner.id === userId &&
      engagement.state !== ENGAGEMENT_STATE.sent &&
      engagement.job.deletedAt === null
    ) {
      if ((await deps.tierOf(userId)) < TIER_MASTER) throw new Forbidden('subscriptions.tier.master');
      return { engagement, reader: 'owner' };
    }
    throw new NotFound();
  }

  /** A record's day lies inside the engagement's dates (the yup rule checks "not after today"). */
  function checkDay(engagement: SheetEngagement, day: string, field: string) {
    if (!isInsideEngagement(day, { dataInizio: engagement.startsOn, dataFine: engagement.endsOn })) {
      throw new FieldRefusal(field, 'validation.sheets.day.outsideEngagement');
    }
  }

  /**
   * Runs a day's write (an insert or an update of unsent rows), answering the record it made or
   * changed. When it changes nothing, or meets the one-record-per-day key, the record it aimed at is
   * read: if it carries the write's Idempotency-Key, an earlier attempt of this same write made it
   * (its answer was lost on the way, product.md §4.19), and that record is the answer. Otherwise a
   * day already taken is the refusal a user reads, a sent record is read-only, and a missing one 404.
   * Updates change only unsent rows in their WHERE, so a send racing them wins cleanly.
   */
  async function writeDay<T extends DailyTable>(
    table: T,
    aimedAt: SQL | undefined,
    changeKey: string | undefined,
    uniqueKey: string,
    write: () => Promise<RowOf<T>[]>,
  ): Promise<RowOf<T>> {
    let refusal: Refusal | NotFound;
    try {
      const [row] = await write();
      if (row) return row;
      refusal = new Refusal('sheets.record.sent');
    } catch (error) {
      if (brokenConstraint(error, '23505') !== uniqueKey) throw error;
      refusal = new Refusal('sheets.record.exists');
    }
    const [existing] = (await db.select().from(sharedColumns(table)).where(aimedAt)) as RowOf<T>[];
    if (changeKey !== undefined && existing?.changeKey === changeKey) return existing;
    throw existing ? refusal : new NotFound();
  }

  /** The report as a PDF in a language: job, client, worker, the engagement's dates, one row per day, totals. */
  function pdf<T extends DailyTable>(
    engagement: SheetEngagement,
    rows: RowOf<T>[],
    report: SheetReport<T>,
    language: Language,
    sentOn: string | null,
  ): Promise<Buffer> {
    const t = (id: string) => translate(language, id);
    const facts: [string, string][] = [
      [t('sheets.pdf.job'), engagement.job.nome],
      [t('sheets.pdf.client'), engagement.clientName],
      [t('sheets.pdf.worker'), engagement.workerName ?? t('jobs.engagement.deletedWorker')],
      [
        t('sheets.pdf.engagement'),
        `${formatNumericDay(language, engagement.startsOn)} - ${formatNumericDay(language, engagement.endsOn)}`,
      ],
    ];
    if (sentOn) facts.push([t('sheets.pdf.sentOn'), formatNumericDay(language, sentOn)]);
    return renderReportPdf({
      title: t(`sheets.${report.kind}.title`),
      language,
      facts,
      columns: report.columns(language),
      rows,
      totals: report.totals(rows, language),
      emptyText: t('sheets.pdf.empty'),
      author: t('mail.signature'),
    });
  }

  const fileName = (kind: SheetKind, engagement: SheetEngagement, day: string) => `${kind}-${engagement.id}-${day}.pdf`;

  /**
   * How many reviews of a kind the engagement has had: a send is once a day within each round, so a
   * worker may send again the day their days were reviewed (product.md §4.20).
   */
  async function reviewRound(tx: Queryable, engagementId: number, kind: SheetKind): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(engagementEvents)
      .where(
        and(
          eq(engagementEvents.engagementId, engagementId),
          eq(engagementEvents.evento, ENGAGEMENT_EVENTS.reviewed),
          sql`${engagementEvents.dettagli}->>'tipo' = ${kind}`,
        ),
      );
    return row.count;
  }

  /** The email telling the worker of a review, in their language, with the way to the days' month. */
  function reviewEmail(
    engagement: SheetEngagement,
    kind: SheetKind,
    outcome: ReviewOutcome,
    days: string[],
    note: string | null,
  ) {
    const { worker } = engagement;
    if (!worker) return null;
    const language = worker.language as Language;
    const which = outcome === 'approvato' ? 'approved' : 'rejected';
    const paragraphs = ['mail.greeting', `mail.sheets.${kind}.${which}.body`];
    if (note) paragraphs.push('mail.sheets.review.note');
    const month = days[0].slice(0, 7);
    return renderEmail(worker.email, language, {
      subject: `mail.sheets.${kind}.${which}.subject`,
      paragraphs,
      values: {
        username: worker.nome ?? '',
        job: engagement.job.nome,
        client: engagement.clientName,
        count: days.length,
        days: days.map((day) => formatNumericDay(language, day)).join(', '),
        note: note ?? '',
      },
      action: {
        label: 'mail.sheets.review.action',
        url: `${deps.publicUrl}/${kind}s?ingaggio=${engagement.id}&mese=${month}`,
      },
    });
  }

  return {
    /** A record's inviato flag, sent time, state and review note, as the contracts write them. */
    sentFields: (row: {
      sent: boolean;
      sentAt: Date | null;
      review: ReviewOutcome | null;
      reviewNote: string | null;
    }) => ({
      inviato: row.sent,
      dataInvio: row.sentAt ? row.sentAt.toISOString() : null,
      stato: recordStateOf(row),
      notaRevisione: row.reviewNote,
    }),
    toWrite,
    /** The send and PDF routes of a kind of record, for its module to register. */
    deliveryRoutes,
    checkDay,
    writeDay,

    /**
     * Sends the engagement's unsent records (its worker only, accepted, once a day per kind): marks
     * them sent, records the send and queues the PDF to the job's address (in its owner's language)
     * with a copy to the worker (in theirs), all in one transaction, then tries to deliver at once.
     * The send's unique key refuses a second send the same day, also when two race.
     */
    async send<T extends DailyTable>(
      userId: number,
      engagementId: number,
      report: SheetReport<T>,
    ): Promise<RecordsSent & { emailed: boolean }> {
      const alreadySent = `sheets.${report.kind}.alreadySent`;
      const now = clock.now();
      const today = clock.today();
      const engagement = await toWrite(userId, engagementId);
      const language = (value: string) => value as Language;
      let queued: { ids: number[]; count: number; emailed: boolean };
      try {
        queued = await db.transaction(async (tx) => {
          // The engagement's row lock makes two sends of it take turns (the unique key stays the rule),
          // and its state is read again under it: a withdrawal meanwhile stops the send.
          const [locked] = await tx
            .select({ state: engagements.state, workerId: engagements.workerId })
            .from(engagements)
            .where(eq(engagements.id, engagementId))
            .for('update');
          mayWrite(userId, locked);
          const round = await reviewRound(tx, engagementId, report.kind);
          const [earlier] = await tx
            .select({ id: sheetSends.id })
            .from(sheetSends)
            .where(
              and(
                eq(sheetSends.engagementId, engagementId),
                eq(sheetSends.kind, report.kind),
                eq(sheetSends.day, today),
                eq(sheetSends.round, round),
              ),
            );
          if (earlier) throw new Refusal(alreadySent);
          const rows = await rowsOf(tx, report, engagementId, 'unsent');
          if (rows.length === 0) throw new Refusal('sheets.send.nothing');
          const table = sharedColumns(report.table);
          // A rejected day sent again waits for the client's review anew.
          await tx
            .update(table)
            .set({ sentAt: now, review: null, reviewNote: null, reviewedAt: null })
            .where(and(eq(table.engagementId, engagementId), isNull(table.sentAt)));

          const values = {
            job: engagement.job.nome,
            worker: engagement.workerName ?? '',
            email: engagement.job.email,
            count: rows.length,
          };
          const emailFor = async (
            to: string,
            lang: Language,
            paragraphs: string[],
            username = '',
            kind?: EmailKind,
          ) => ({
            ...renderEmail(to, lang, {
              subject: `mail.sheets.${report.kind}.subject`,
              paragraphs,
              values: { ...values, username },
              kind,
            }),
            attachments: [
              {
                filename: fileName(report.kind, engagement, today),
                contentType: 'application/pdf',
                content: await pdf(engagement, rows, report, lang, today),
              },
            ],
          });
          // The report to the job's address is of the kind one may turn off (the owner reads every sent
          // report on the job page); the worker's copy is the receipt of their own send (product.md §4.18).
          const toJob = await outbox.enqueue(
            tx,
            await emailFor(
              engagement.job.email,
              language(engagement.owner.language),
              [`mail.sheets.${report.kind}.body`],
              '',
              'reports',
            ),
          );
          const ids = toJob ? [toJob.id] : [];
          const { worker } = engagement;
          if (worker) {
            const copy = await emailFor(
              worker.email,
              language(worker.language),
              ['mail.greeting', `mail.sheets.${report.kind}.copy`],
              worker.nome ?? '',
            );
            const queuedCopy = await outbox.enqueue(tx, copy);
            if (queuedCopy) ids.push(queuedCopy.id);
          }
          await deps.notify(tx, {
            userId: engagement.owner.id,
            tipo: `${report.kind}Sent`,
            params: { job: values.job, worker: values.worker, count: rows.length },
            link: `/jobs/${engagement.job.id}`,
          });
          await tx.insert(sheetSends).values({
            engagementId,
            kind: report.kind,
            day: today,
            recipient: engagement.job.email,
            messageId: toJob?.messageId ?? null,
            records: rows.length,
            round,
            sentAt: now,
          });
          return { ids, count: rows.length, emailed: toJob !== null };
        });
      } catch (error) {
        if (brokenConstraint(error, '23505') === 'sheet_sends_once_a_day_key') throw new Refusal(alreadySent);
        throw error;
      }
      const delivery = await outbox.deliver(queued.ids);
      return {
        id_Ingaggio: engagementId,
        inviati: queued.count,
        dataInvio: now.toISOString(),
        email: engagement.job.email,
        consegnata: delivery.failed === 0,
        emailed: queued.emailed,
      };
    },

    /**
     * PUT /api/Ingaggi/RevisioneTimeReport and /api/SchedeAuto/RevisioneSchedeAuto: the job's owner
     * approves some sent days (final for both sides) or rejects them (unsent again, editable by the
     * worker, with the note). Every day named must be sent and not yet reviewed, else nothing
     * changes. The review enters the engagement's history and the worker's email is queued in the
     * same transaction (product.md §4.20).
     */
    async review<T extends DailyTable>(
      userId: number,
      request: ReviewRequest,
      report: SheetReport<T>,
    ): Promise<RecordsReviewed> {
      const { engagement, reader } = await toRead(userId, request.idIngaggio);
      if (reader !== 'owner') throw new NotFound();
      const days = [...new Set(request.giorni)].sort();
      const outcome = request.esito as ReviewOutcome;
      const note = request.nota;
      const table = sharedColumns(report.table);
      await outbox.commitAndTell(async (tx) => {
        // The engagement's row, as a send takes it: a review and a send of it take turns.
        await tx
          .select({ id: engagements.id })
          .from(engagements)
          .where(eq(engagements.id, engagement.id))
          .for('update');
        const reviewable = await tx
          .select({ day: table.day })
          .from(table)
          .where(
            and(
              eq(table.engagementId, engagement.id),
              inArray(table.day, days),
              isNotNull(table.sentAt),
              isNull(table.review),
            ),
          )
          .for('update');
        if (reviewable.length !== days.length) throw new Refusal('sheets.review.notSent');
        const now = clock.now();
        await tx
          .update(table)
          .set(
            outcome === 'approvato'
              ? { review: outcome, reviewNote: note, reviewedAt: now }
              : { review: outcome, reviewNote: note, reviewedAt: now, sentAt: null },
          )
          .where(and(eq(table.engagementId, engagement.id), inArray(table.day, days)));
        await tx.insert(engagementEvents).values({
          engagementId: engagement.id,
          evento: ENGAGEMENT_EVENTS.reviewed,
          userId,
          il: now,
          dettagli: { tipo: report.kind, esito: outcome, giorni: days, nota: note },
        });
        if (engagement.worker)
          await deps.notify(tx, {
            userId: engagement.worker.id,
            tipo: `${report.kind}${outcome === 'approvato' ? 'Approved' : 'Rejected'}`,
            params: { job: engagement.job.nome, client: engagement.clientName, count: days.length },
            link: `/${report.kind}s?ingaggio=${engagement.id}&mese=${days[0].slice(0, 7)}`,
          });
        return { value: undefined, email: reviewEmail(engagement, report.kind, outcome, days, note) };
      });
      return { id_Ingaggio: engagement.id, giorni: days, stato: outcome };
    },

    /**
     * An engagement's records by day: all of them for its worker; for its job's owner (read-only) the
     * sent ones and the rejected ones not yet sent again.
     */
    async read<T extends DailyTable>(
      userId: number,
      engagementId: number,
      report: SheetReport<T>,
    ): Promise<RowOf<T>[]> {
      const { engagement, reader } = await toRead(userId, engagementId);
      return rowsOf(db, report, engagement.id, reader === 'owner' ? 'owner' : 'all');
    },

    /** The sent records as the PDF the send emails, for the worker or the job's owner, in the reader's language. */
    async download<T extends DailyTable>(
      userId: number,
      engagementId: number,
      report: SheetReport<T>,
      language: Language,
    ) {
      const { engagement } = await toRead(userId, engagementId);
      const rows = await rowsOf(db, report, engagement.id, 'sent');
      return {
        fileName: fileName(report.kind, engagement, clock.today()),
        pdf: await pdf(engagement, rows, report, language, null),
      };
    },
  };
}

export type SheetsService = ReturnType<typeof createSheetsService>;
