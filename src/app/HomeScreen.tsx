import HomePage from '../features/home/HomePage';
import { ProfileCompletedNotice } from '../features/profile/ProfileCompletedNotice';
import { useHomeCards } from './layout/menuEntries';

/**
 * The home screen as the app composes it: the home page with the side menu's entries the user may
 * open now, under the menu's one visibility rule, and the profile's one-time congratulation. The
 * features know neither the menu nor each other. A chunk of its own (routes.tsx), as every page is.
 */
export default function HomeScreen() {
  return <HomePage cards={useHomeCards()} notice={<ProfileCompletedNotice />} />;
}
