import type { Language } from '@shared/validation/language';
import { formatDate, formatDateTime } from '../../i18n/messages';
import { renderEmail } from '../../mail/render';
import type { OutgoingEmail } from '../../mail/transport';

/** Why an account was deleted: its owner asked (the delete-account route), or the inactivity rule. */
export type DeletionReason = 'request' | 'inactivity';

/** The account an email tells about, as its row holds it (the language is the last one it used). */
export interface EmailedAccount {
  username: string;
  email: string;
  language: string;
}

/**
 * The emails that tell a user what happened to their account (product.md §3.3): a welcome on
 * registration, and a notice when the password changes or the account is deleted, each saying
 * what to do if it was not them. Links are built from PUBLIC_URL only, never from the request, so
 * a forged Host header cannot point them elsewhere.
 */
export function createAccountEmails(options: { publicUrl: string; supportEmail: string }) {
  const { publicUrl, supportEmail } = options;
  const languageOf = (account: EmailedAccount) => account.language as Language;

  return {
    welcome(account: EmailedAccount): OutgoingEmail {
      return renderEmail(account.email, languageOf(account), {
        subject: 'mail.welcome.subject',
        paragraphs: ['mail.greeting', 'mail.welcome.body', 'mail.welcome.next'],
        values: { username: account.username },
        action: { label: 'mail.welcome.action', url: `${publicUrl}/login` },
      });
    },

    /** After a change from the settings or through a recovery link: either way every session has ended. */
    passwordChanged(account: EmailedAccount, at: Date): OutgoingEmail {
      const language = languageOf(account);
      return renderEmail(account.email, language, {
        subject: 'mail.passwordChanged.subject',
        paragraphs: ['mail.greeting', 'mail.passwordChanged.body', 'mail.passwordChanged.notYou'],
        values: { username: account.username, when: formatDateTime(language, at) },
        action: { label: 'mail.passwordChanged.action', url: `${publicUrl}/forgot-password` },
      });
    },

    /**
     * A deleted account cannot be recovered by a password link: the way back is the support
     * address, which a reply reaches too. Deleted for inactivity, it says so instead of "as
     * requested" and "if it was not you".
     */
    accountDeleted(account: EmailedAccount, at: Date, reason: DeletionReason): OutgoingEmail {
      const language = languageOf(account);
      return {
        ...renderEmail(account.email, language, {
          subject: 'mail.accountDeleted.subject',
          paragraphs:
            reason === 'request'
              ? ['mail.greeting', 'mail.accountDeleted.body', 'mail.accountDeleted.notYou']
              : ['mail.greeting', 'mail.accountDeleted.inactive'],
          values: { username: account.username, when: formatDateTime(language, at), support: supportEmail },
          action: { label: 'mail.accountDeleted.action', url: `${publicUrl}/contact` },
        }),
        replyTo: supportEmail,
      };
    },

    /**
     * The inactivity rule's question (product.md §3.3): no access since `lastAccess`; a sign-in by
     * `deadline` keeps the account. Its link is the sign-in page, and signing in is the answer.
     */
    stillThere(account: EmailedAccount, lastAccess: Date, deadline: Date): OutgoingEmail {
      const language = languageOf(account);
      return renderEmail(account.email, language, {
        subject: 'mail.stillThere.subject',
        paragraphs: ['mail.greeting', 'mail.stillThere.body', 'mail.stillThere.keep', 'mail.stillThere.otherwise'],
        values: {
          username: account.username,
          since: formatDate(language, lastAccess),
          deadline: formatDateTime(language, deadline),
        },
        action: { label: 'mail.stillThere.action', url: `${publicUrl}/login` },
      });
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
