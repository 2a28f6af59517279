/** The customer's favourite bonds, per selected account. */
export { useFavorites } from './use-favorites';
export type { FavoritesView } from './use-favorites';
