/** The activation chain's steps, in order (product.md §1.4); a failure names its step. */
export type ActivationStep = 'billing' | 'providerKey' | 'cardToken' | 'payment' | 'subscription';
