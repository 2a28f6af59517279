import './favorite-star.css';

/** Props of {@link FavoriteStar}. */
export interface FavoriteStarProps {
  readonly isin: string;
  /** The bond's name, so that each star of a list is named by its bond. */
  readonly name: string;
  readonly favorite: boolean;
  readonly onToggle: (isin: string) => void;
}

/** The favourite star of a bond (rule FAV-2), in the bond list, the finder and the bond detail: a 44 px toggle button, ★ when the bond is a favourite. */
export function FavoriteStar({ isin, name, favorite, onToggle }: FavoriteStarProps) {
  return (
    <button type="button" className="bond-star" aria-pressed={favorite} aria-label={`${favorite ? '移除自選' : '加入自選'}：${name}`} onClick={() => onToggle(isin)}>
      <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
    </button>
  );
}
