// Every table of the product, one file per area; drizzle-kit reads this to generate migrations.
export * from './accounts';
export * from './subscriptions';
export * from './lookups';
export * from './profile';
export * from './jobs';
export * from './favorites';
export * from './tickets';
export * from './sheets';
export * from './mail';
export * from './consents';
export * from './search';
export * from './emailPreferences';
export * from './notifications';
