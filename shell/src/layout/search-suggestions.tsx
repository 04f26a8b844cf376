import type { AlbumSearchResult } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';

interface SearchSuggestionsProps {
  albums: AlbumSearchResult[];
  listboxId: string;
  optionId(index: number): string;
  activeIndex: number;
  onPick(album: AlbumSearchResult): void;
  onViewAll(): void;
}

/** The suggestion popup of the search box: the listbox of the combobox, or 'No albums found'. */
export function SearchSuggestions({ albums, listboxId, optionId, activeIndex, onPick, onViewAll }: SearchSuggestionsProps) {
  const { t } = useTranslation('shell');
  if (albums.length === 0) {
    return (
      <div className="shell-suggest">
        <p className="shell-suggest__empty" role="status">
          {t('search.noAlbums')}
        </p>
      </div>
    );
  }
  const headingId = `${listboxId}-heading`;
  return (
    <div className="shell-suggest">
      <p id={headingId} className="shell-suggest__heading">
        {t('search.suggested')}
      </p>
      <ul id={listboxId} role="listbox" aria-labelledby={headingId} className="shell-suggest__list">
        {albums.map((album, index) => {
          const place = [album.owner?.city, album.owner?.country].filter(Boolean).join(', ');
          return (
            <li
              key={album.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={`shell-suggest__option${index === activeIndex ? ' shell-suggest__option--active' : ''}`}
              // Keeps focus in the input, so the popup does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(album)}
            >
              <span className="shell-suggest__title">{album.title}</span>
              <span className="shell-suggest__meta">
                {album.owner?.name || t('search.unknownOwner')}
                {place && ` · ${place}`}
              </span>
              <span className="shell-suggest__meta">
                {t('search.mediaCount', { count: album.mediaCount })} · {t('search.followers', { count: album.followers })}
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" className="shell-suggest__all" onMouseDown={(event) => event.preventDefault()} onClick={onViewAll}>
        {t('search.viewAll')}
      </button>
    </div>
  );
}
