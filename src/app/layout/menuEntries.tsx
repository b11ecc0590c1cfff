import {
  CreditCardOutlined,
  CrownOutlined,
  DeleteOutlined,
  FileProtectOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  LockOutlined,
  LogoutOutlined,
  ProjectOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { selectProfileComplete } from '../../features/profile/workflowSlice';
import { selectIsMaster } from '../../features/subscription/subscriptionTypeSlice';
import { useAppSelector } from '../hooks';

/** What decides whether an entry shows: the wizard's progress and the subscription type. */
export interface MenuContext {
  profileComplete: boolean;
  isMaster: boolean;
}

export interface MenuEntry {
  key: string;
  /** Message id of the label. */
  label: string;
  icon: ReactNode;
  /** A path to open, or 'logout' for the confirmed sign-out. */
  path: string;
  /** Starred entries are the Master subscription's features. */
  starred?: boolean;
  visible?: (context: MenuContext) => boolean;
}

const whenProfileComplete = (context: MenuContext) => context.profileComplete;
const whenMaster = (context: MenuContext) => context.isMaster;

/**
 * The side menu of spec 01 section 2, in order. Each issue adds the entries of the features it
 * builds; the visibility rules are the spec's (workflow 0, subscription type 2).
 */
export const mainEntries: MenuEntry[] = [
  { key: 'home', label: 'menu.home', icon: <HomeOutlined />, path: '/home', visible: whenProfileComplete },
  { key: 'profile', label: 'menu.profile', icon: <IdcardOutlined />, path: '/profile' },
  { key: 'enlistments', label: 'enlistments.menu', icon: <ScheduleOutlined />, path: '/enlistments', visible: whenProfileComplete },
  { key: 'subscriptions', label: 'subscription.menu', icon: <CrownOutlined />, path: '/subscriptions', visible: whenProfileComplete },
  { key: 'jobs', label: 'jobs.menu', icon: <ProjectOutlined />, path: '/jobs', starred: true, visible: whenMaster },
  { key: 'about', label: 'menu.about', icon: <InfoCircleOutlined />, path: '/about-us' },
  { key: 'privacy', label: 'menu.privacy', icon: <SafetyOutlined />, path: '/privacy' },
  { key: 'terms', label: 'menu.terms', icon: <FileProtectOutlined />, path: '/terms' },
];

export const settingsEntries: MenuEntry[] = [
  { key: 'changepassword', label: 'menu.changePassword', icon: <LockOutlined />, path: '/changepassword' },
  { key: 'changepayment', label: 'changePayment.menu', icon: <CreditCardOutlined />, path: '/changepayment' },
  { key: 'deleteaccount', label: 'menu.deleteAccount', icon: <DeleteOutlined />, path: '/deleteaccount' },
  { key: 'logout', label: 'menu.logout', icon: <LogoutOutlined />, path: 'logout' },
];

export const settingsIcon = <SettingOutlined />;

/** The entries the signed-in user may see now: one rule for the side menu and the home cards. */
export function useVisibleEntries(): (entries: MenuEntry[]) => MenuEntry[] {
  const context: MenuContext = {
    profileComplete: useAppSelector(selectProfileComplete),
    isMaster: useAppSelector(selectIsMaster),
  };
  return (entries) => entries.filter((entry) => !entry.visible || entry.visible(context));
}
