import { EMAIL_KINDS, isEmailKind } from '../emailKinds';
import { emailPreferencesSchema, unsubscribeBodySchema, unsubscribeQuerySchema } from '../emailPreferences';
import { failures, valid } from './schemaFailures';

const ALL_ON = { requests: true, answers: true, messages: true, shares: true, summaries: true, reports: true };

describe('email preferences rules (product.md §4.18)', () => {
  it('take a switch for every kind, and nothing else', () => {
    expect(Object.keys(ALL_ON)).toEqual([...EMAIL_KINDS]);
    expect(valid(emailPreferencesSchema, { ...ALL_ON, shares: false, other: true })).toEqual({
      ...ALL_ON,
      shares: false,
    });
    expect(failures(emailPreferencesSchema, { requests: true, answers: 'maybe' })).toEqual({
      answers: 'validation.emailPreferences.required',
      messages: 'validation.emailPreferences.required',
      shares: 'validation.emailPreferences.required',
      summaries: 'validation.emailPreferences.required',
      reports: 'validation.emailPreferences.required',
    });
  });

  it('name the kinds there are', () => {
    expect(isEmailKind('reports')).toBe(true);
    expect(isEmailKind('receipts')).toBe(false);
  });

  it('ask the one-click address for its token, and read its form body when there is one', () => {
    expect(failures(unsubscribeQuerySchema, {})).toEqual({ t: 'validation.emailPreferences.link' });
    expect(failures(unsubscribeQuerySchema, { t: 'x'.repeat(1001) })).toEqual({
      t: 'validation.emailPreferences.link',
    });
    expect(unsubscribeBodySchema.validateSync({ 'List-Unsubscribe': 'One-Click' })).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
    expect(unsubscribeBodySchema.validateSync(undefined)).toEqual({});
  });
});
