import {
  CarOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  FileProtectOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  ProjectOutlined,
  SafetyOutlined,
  SearchOutlined,
  ScheduleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { HomeCard } from '../../features/home/HomePage';
import { selectProfileComplete } from '../../features/profile/selectors';
import { selectIsMaster } from '../../features/subscription/selectors';
import { useAppSelector } from '../../store/hooks';

/** What decides whether an entry shows: the wizard's progress and the subscription type. */
export interface MenuContext {
  profileComplete: boolean;
  isMaster: boolean;
}

/**
 * An entry of the side menu: a path to open, or 'logout' for the confirmed sign-out. The same entries,
 * where they make sense as one, are the home screen's cards.
 */
export interface MenuEntry extends HomeCard {
  /** Starred entries are the Master subscription's features. */
  starred?: boolean;
  visible?: (context: MenuContext) => boolean;
  /**
   * false for what makes no sense as a home card: the home itself, and the account's irreversible
   * actions (delete, sign out), which belong behind the menu's settings rather than on the first screen.
   */
  card?: false;
}

const whenProfileComplete = (context: MenuContext) => context.profileComplete;
const whenMaster = (context: MenuContext) => context.isMaster;

/**
 * The side menu of product.md §1.2, in order: each feature's entries are added here. The visibility
 * rules are product.md's (§1.2, §1.6: workflow 0, subscription type 2). The icons are
 * decorative (aria-hidden): the label names the entry, in the user's language, not "logout Esci".
 */
export const mainEntries: MenuEntry[] = [
  {
    key: 'home',
    label: 'menu.home',
    icon: <HomeOutlined aria-hidden />,
    path: '/home',
    visible: whenProfileComplete,
    card: false,
  },
  { key: 'profile', label: 'menu.profile', icon: <IdcardOutlined aria-hidden />, path: '/profile' },
  {
    key: 'enlistments',
    label: 'enlistments.menu',
    icon: <ScheduleOutlined aria-hidden />,
    path: '/enlistments',
    visible: whenProfileComplete,
  },
  {
    key: 'subscriptions',
    label: 'subscription.menu',
    icon: <CrownOutlined aria-hidden />,
    path: '/subscriptions',
    visible: whenProfileComplete,
  },
  {
    key: 'jobs',
    label: 'jobs.menu',
    icon: <ProjectOutlined aria-hidden />,
    path: '/jobs',
    starred: true,
    visible: whenMaster,
  },
  {
    key: 'search',
    label: 'search.menu',
    icon: <SearchOutlined aria-hidden />,
    path: '/search',
    starred: true,
    visible: whenMaster,
  },
  {
    key: 'carsheets',
    label: 'carsheets.menu',
    icon: <CarOutlined aria-hidden />,
    path: '/carsheets',
    starred: true,
    visible: whenMaster,
  },
  {
    key: 'timesheets',
    label: 'timesheets.menu',
    icon: <ClockCircleOutlined aria-hidden />,
    path: '/timesheets',
    starred: true,
    visible: whenMaster,
  },
  {
    key: 'suggest-us',
    label: 'menu.suggestUs',
    icon: <MessageOutlined aria-hidden />,
    path: '/suggest-us',
    card: false,
  },
  {
    key: 'favorites',
    label: 'favorites.menu',
    icon: <HeartOutlined aria-hidden />,
    path: '/favorites',
    starred: true,
    visible: whenMaster,
  },
  { key: 'about', label: 'menu.about', icon: <InfoCircleOutlined aria-hidden />, path: '/about-us' },
  { key: 'privacy', label: 'menu.privacy', icon: <SafetyOutlined aria-hidden />, path: '/privacy' },
  { key: 'terms', label: 'menu.terms', icon: <FileProtectOutlined aria-hidden />, path: '/terms' },
];

export const settingsEntries: MenuEntry[] = [
  { key: 'changepassword', label: 'menu.changePassword', icon: <LockOutlined aria-hidden />, path: '/changepassword' },
  {
    key: 'changepayment',
    label: 'changePayment.menu',
    icon: <CreditCardOutlined aria-hidden />,
    path: '/changepayment',
  },
  {
    key: 'signouteverywhere',
    label: 'menu.signOutEverywhere',
    icon: <DisconnectOutlined aria-hidden />,
    path: '/signouteverywhere',
    card: false,
  },
  {
    key: 'deleteaccount',
    label: 'menu.deleteAccount',
    icon: <DeleteOutlined aria-hidden />,
    path: '/deleteaccount',
    card: false,
  },
  { key: 'logout', label: 'menu.logout', icon: <LogoutOutlined aria-hidden />, path: 'logout', card: false },
];

export const settingsIcon = <SettingOutlined aria-hidden />;

/** The entries the signed-in user may see now: one rule for the side menu and the home cards. */
export function useVisibleEntries(): (entries: MenuEntry[]) => MenuEntry[] {
  const context: MenuContext = {
    profileComplete: useAppSelector(selectProfileComplete),
    isMaster: useAppSelector(selectIsMaster),
  };
  return (entries) => entries.filter((entry) => !entry.visible || entry.visible(context));
}

/** The home screen's cards: the entries the user may see now (the same rule as the menu) that make sense as cards. */
export function useHomeCards(): MenuEntry[] {
  const visibleEntries = useVisibleEntries();
  return visibleEntries([...mainEntries, ...settingsEntries]).filter((entry) => entry.card !== false);
}
