/** The customer's favourite bonds, per selected account. */
export { useFavorites } from './use-favorites';
export type { FavoritesView } from './use-favorites';
// the star of a bond in a list: the bond list's and the finder's
export { FavoriteStar } from './favorite-star';
