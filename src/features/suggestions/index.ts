// The suggestion box's public face: the read of its state (the form's progress and last failure).
export { selectSuggestions } from './selectors';
