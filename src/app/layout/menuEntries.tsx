import CarOutlined from '@ant-design/icons/CarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import EuroOutlined from '@ant-design/icons/EuroOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import type { HomeCard } from '../../features/home/HomePage';
import { selectProfileComplete } from '../../features/profile/selectors';
import { selectSubscriptionType } from '../../features/subscription/selectors';
import { useAppSelector } from '../../store/hooks';
import { PAGE_TIERS } from '../pageTiers';
import { type SubscriptionTier, TIER_MASTER } from '@shared/validation/tiers';

/** What decides whether an entry shows: the wizard's progress and the subscription type. */
export interface MenuContext {
  profileComplete: boolean;
  /** tipologiaAbbonamento: 0 none, 1 Advanced, 2 Master. */
  tier: number;
}

/**
 * An entry of the side menu: a path to open, or 'logout' for the confirmed sign-out. The same entries,
 * where they make sense as one, are the home screen's cards.
 */
export interface MenuEntry extends HomeCard {
  /** The subscription from which the entry shows (app/pageTiers.ts); a Master one is starred. */
  tier?: SubscriptionTier;
  visible?: (context: MenuContext) => boolean;
  /**
   * false for what makes no sense as a home card: the home itself, and the account's irreversible
   * actions (delete, sign out), which belong behind the menu's settings rather than on the first screen.
   */
  card?: false;
}

const whenProfileComplete = (context: MenuContext) => context.profileComplete;

/** Starred entries (★ "Master feature") are the Master subscription's. */
export const isStarred = (entry: MenuEntry) => entry.tier === TIER_MASTER;

/**
 * The side menu of product.md §1.2, in order: each feature's entries are added here. The visibility
 * rules are product.md's (§1.2, §1.6, §2.6: workflow 0, the tier each page needs). The icons are
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
    tier: PAGE_TIERS.jobs,
  },
  {
    key: 'search',
    label: 'search.menu',
    icon: <SearchOutlined aria-hidden />,
    path: '/search',
    tier: PAGE_TIERS.search,
  },
  {
    key: 'carsheets',
    label: 'carsheets.menu',
    icon: <CarOutlined aria-hidden />,
    path: '/carsheets',
    tier: PAGE_TIERS.carsheets,
  },
  {
    key: 'timesheets',
    label: 'timesheets.menu',
    icon: <ClockCircleOutlined aria-hidden />,
    path: '/timesheets',
    tier: PAGE_TIERS.timesheets,
  },
  {
    key: 'earnings',
    label: 'earnings.menu',
    icon: <EuroOutlined aria-hidden />,
    path: '/earnings',
    tier: PAGE_TIERS.earnings,
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
    // The page is anyone's (the shares addressed to them); the menu offers it to Master (product.md §2.2).
    tier: TIER_MASTER,
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
    key: 'emailpreferences',
    label: 'emailPreferences.menu',
    icon: <MailOutlined aria-hidden />,
    path: '/emailpreferences',
    card: false,
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
    tier: useAppSelector(selectSubscriptionType),
  };
  return (entries) =>
    entries.filter(
      (entry) => (entry.tier === undefined || context.tier >= entry.tier) && (!entry.visible || entry.visible(context)),
    );
}

/** The home screen's cards: the entries the user may see now (the same rule as the menu) that make sense as cards. */
export function useHomeCards(): MenuEntry[] {
  const visibleEntries = useVisibleEntries();
  return visibleEntries([...mainEntries, ...settingsEntries]).filter((entry) => entry.card !== false);
}
