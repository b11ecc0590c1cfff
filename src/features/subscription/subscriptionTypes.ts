/** The activation chain's steps, in order (spec 01 section 4); a failure names its step. */
export type ActivationStep = 'billing' | 'providerKey' | 'cardToken' | 'payment' | 'subscription';
