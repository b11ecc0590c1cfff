// The profile feature's public face: its tabs' reads, for features that reuse what the profile holds (billing).
export { profileApi } from './profileApi';
