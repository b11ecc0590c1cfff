// The session feature's public face: what other features may read of who is signed in.
export { selectAccountFlow, selectIsSignedIn, selectLeftOnPurpose, selectUser } from './selectors';
export { RETURN_QUERY, pathInsideApp, signInLeadingTo } from './returnPath';
