import type { Language } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import type { plans } from '../../db/schema';
import { formatDate } from '../../i18n/messages';
import { renderEmail } from '../../mail/render';
import type { OutgoingEmail } from '../../mail/transport';

type Plan = typeof plans.$inferSelect;

export interface Recipient {
  email: string;
  /** How the email greets them: db/names.ts greetingNameOf. */
  name: string;
  language: string;
}

/** Emails go in the language the user last used (users.language). */
export const languageOf = (recipient: { language: string }): Language => (recipient.language === 'en' ? 'en' : 'it');

export const planName = (plan: Plan, language: Language) => (language === 'en' ? plan.nameEn : plan.nameIt);

/** A calendar date of the API ('YYYY-MM-DD') written out; noon UTC is that same day in Rome. */
const longDate = (language: Language, iso: string) => formatDate(language, new Date(`${iso}T12:00:00Z`));

/** The receipt every charge sends, activation or renewal, in the recipient's language. */
export function receiptEmail(
  recipient: Recipient,
  charge: {
    plan: Plan;
    amountCents: number;
    brand: string;
    last4: string;
    reference: string;
    paidAt: Date;
    endsOn: string;
    pagamentoAutomatico: boolean;
  },
): OutgoingEmail {
  const language = languageOf(recipient);
  return renderEmail(recipient.email, language, {
    subject: 'mail.receipt.subject',
    paragraphs: [
      'mail.greeting',
      'mail.receipt.body',
      'mail.receipt.validUntil',
      ...(charge.pagamentoAutomatico ? ['mail.receipt.autoRenew'] : []),
      'mail.receipt.reference',
    ],
    values: {
      username: recipient.name,
      amount: formatMoney(language, charge.amountCents),
      brand: charge.brand,
      last4: charge.last4,
      plan: planName(charge.plan, language),
      months: charge.plan.months,
      endDate: longDate(language, charge.endsOn),
      date: formatDate(language, charge.paidAt),
      reference: charge.reference,
    },
  });
}

/** A failed renewal: what could not be charged, why, and that the subscription has ended. */
export function renewalFailedEmail(
  recipient: Recipient,
  failure: { plan: Plan; amountCents: number; reason: string; subscriptionsUrl: string },
): OutgoingEmail {
  const language = languageOf(recipient);
  return renderEmail(recipient.email, language, {
    subject: 'mail.renewalFailed.subject',
    paragraphs: ['mail.greeting', 'mail.renewalFailed.body', 'mail.renewalFailed.ended'],
    values: {
      username: recipient.name,
      plan: planName(failure.plan, language),
      amount: formatMoney(language, failure.amountCents),
      // The reason ends a sentence of its own; providers' texts already carry a full stop.
      reason: failure.reason.replace(/\.$/, ''),
    },
    action: { label: 'mail.renewalFailed.action', url: failure.subscriptionsUrl },
  });
}
