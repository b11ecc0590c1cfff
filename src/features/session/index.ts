// The session feature's public face: what other features may read of who is signed in.
export { selectAccountFlow, selectIsSignedIn, selectUser } from './selectors';
