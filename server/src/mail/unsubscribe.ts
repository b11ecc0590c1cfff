import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailKind, isEmailKind } from '@shared/validation/emailKinds';

/** Who turns what off: the address an email went to, lower-cased, and its kind. */
export interface Unsubscription {
  address: string;
  kind: EmailKind;
}

/**
 * The signed links of one-click unsubscribe (RFC 8058, product.md §4.18): the token names the kind
 * and the address, and carries an HMAC-SHA256 under a key derived from JWT_SECRET, so only this
 * installation makes tokens, and one token turns off only the kind and address it names. No login
 * token ever travels in a URL. A token does not expire: people unsubscribe from old emails too.
 */
export function createUnsubscribeLinks(options: { publicUrl: string; serverSecret: string }) {
  const key = createHmac('sha256', options.serverSecret).update('troupe email unsubscribe').digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  function tokenOf(unsubscription: Unsubscription): string {
    const payload = Buffer.from(`${unsubscription.kind}\n${unsubscription.address.toLowerCase()}`).toString(
      'base64url',
    );
    return `${payload}.${signatureOf(payload).toString('base64url')}`;
  }

  return {
    tokenOf,

    /**
     * The List-Unsubscribe headers of an email of `kind` to `address`; none on an http PUBLIC_URL
     * (a development install), since RFC 8058 asks for an https address.
     */
    headersFor(address: string, kind: EmailKind): Record<string, string> {
      if (!options.publicUrl.startsWith('https://')) return {};
      const url = `${options.publicUrl}/api/PreferenzeEmail/Disiscrizione?t=${tokenOf({ address, kind })}`;
      return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    },

    /** What a token names, or null when it is not one this installation signed. */
    read(token: string): Unsubscription | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [kind, address, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
      if (!isEmailKind(kind) || !address || more.length > 0) return null;
      return { kind, address };
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
