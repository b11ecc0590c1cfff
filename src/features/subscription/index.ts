// The subscription feature's public face: the tier other features show or hide things by.
export { selectIsMaster, selectSubscriptionType } from './selectors';
