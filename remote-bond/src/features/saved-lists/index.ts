/** Saved lists (favourites, cart): read as queries, changed at once on the page, saved in order with a version. */
export { CART, FAVORITES, SAVE_ATTEMPTS, currentItems, discardSave, retrySave, saveChange, useSavedList } from './saved-list-saver';
export type { ListKind, SaveOutcome, SavedListView } from './saved-list-saver';
export type { CartChange, FavoriteChange } from './list-changes';
export { forgetSaved, listKeyOf, resetUnsavedChanges } from './unsaved-changes.store';
