/**
 * The kinds of email a person may turn off (product.md §4.18), each sent only while its switch is
 * on. Every other email (password, security, account, receipts, the copy of one's own send) is
 * transactional and always sent. Free of yup, so the SPA's store and the answers' shapes may import it.
 */
export const EMAIL_KINDS = ['requests', 'answers', 'messages', 'shares', 'summaries', 'reports'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const isEmailKind = (value: unknown): value is EmailKind => (EMAIL_KINDS as readonly unknown[]).includes(value);

/** One switch per kind: true sends that kind of email, false does not. */
export type EmailPreferences = Record<EmailKind, boolean>;
