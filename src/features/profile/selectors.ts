import type { ProfileTab } from '@shared/validation/profile/tabs';
import { type ProfileState, emptyTab } from './profileSlice';
import type { WorkflowState } from './workflowSlice';
import type { UploadsState } from './uploadsSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
export const selectProfileTab = (tab: ProfileTab) => (state: { profile: ProfileState }) =>
  state.profile.tabs[tab] ?? emptyTab;

/** The tabs whose data is on hand, as the language switch reloads them. */
export const selectLoadedProfileTabs = (state: { profile: ProfileState }) =>
  (Object.keys(state.profile.tabs).map(Number) as ProfileTab[]).filter(
    (tab) => state.profile.tabs[tab]?.loadStatus === 'succeeded',
  );

export const selectWorkflow = (state: { workflow: WorkflowState }) => state.workflow.value;
/** Menu entries for the home page, enlistments and subscriptions show only then. */
export const selectProfileComplete = (state: { workflow: WorkflowState }) => state.workflow.value === 0;

export const selectProfilePhoto = (state: { profileUploads: UploadsState }) => state.profileUploads.photo;
export const selectIdentityDocuments = (state: { profileUploads: UploadsState }) => state.profileUploads.documents;
