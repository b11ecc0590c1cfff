import { CrewCardFavorites } from '../features/favorites';
import { UserCardPage } from '../features/search';

/**
 * /search/result/user/{userId} and /user/{id}: the search feature's crew card with the favourites'
 * buttons (add to a category, share a category) beside its engagement request.
 */
export default function UserCardScreen() {
  return <UserCardPage actions={(person) => <CrewCardFavorites person={person} />} />;
}
