/**
 * The search feature's public face: the crew card page, which the app composes with other
 * features' buttons (the favourites' add and share) through its `actions` prop.
 */
export { default as UserCardPage, type UserCardPageProps } from './UserCardPage';
