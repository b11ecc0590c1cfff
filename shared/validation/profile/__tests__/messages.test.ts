import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import english from '../../../../locales/en.json';
import italian from '../../../../locales/it.json';
import { messageIdsOf } from '../../__tests__/schemaFailures';
import { PROFILE_TAB_SCHEMAS } from '../tabSchemas';
import { PROFILE_TABS } from '../tabs';

const today = () => '2025-06-15';

/** The profile's rules and the shared field rules they are built from. */
const RULE_FILES = [
  ...readdirSync(path.join(__dirname, '..'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(__dirname, '..', name)),
  path.join(__dirname, '..', '..', 'fields.ts'),
];

describe('tab schemas', () => {
  it('has a wire schema for each tab of the table', () => {
    for (const tab of PROFILE_TABS) expect(PROFILE_TAB_SCHEMAS[tab.key](today).describe().type).toBe('object');
  });
});

describe('messages', () => {
  it('has every message id of these rules in both languages', () => {
    const ids = RULE_FILES.flatMap((file) => messageIdsOf(readFileSync(file, 'utf8')));
    expect(ids.length).toBeGreaterThan(50);
    const missing = ids.filter((id) => !(id in italian) || !(id in english));
    expect(missing).toEqual([]);
  });
});
