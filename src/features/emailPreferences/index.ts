// The email preferences' public face: the read of their state (the switches, their load and save).
export { selectEmailPreferences } from './selectors';
