import { useEffect } from 'react';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { useAlbumSuggestions, type Suggestions } from './use-album-suggestions';
import './search-suggestions.css';

interface SearchSuggestionsProps {
  albums: AlbumSearchResult[];
  listboxId: string;
  optionId(index: number): string;
  activeIndex: number;
  onPick(album: AlbumSearchResult): void;
  onViewAll(): void;
}

interface AlbumSuggestionsProps extends SearchSuggestionsProps {
  /** What is typed in the box. */
  text: string;
  /** Told each answer: the box keeps the keyboard (arrows, Enter, Escape) and says whether the list is open. */
  onFound(suggestions: Suggestions): void;
  /** The popup is shown (the box is focused, not dismissed, and an answer arrived). */
  open: boolean;
}

/**
 * What the search box loads on its first focus or input (its own chunk, lazy): the suggested albums for what is typed
 * (300 ms after the last keystroke), told to the box, and their popup while the box has it open.
 */
export default function AlbumSuggestions({ text, onFound, open, ...popup }: AlbumSuggestionsProps) {
  const suggestions = useAlbumSuggestions(text);
  useEffect(() => onFound(suggestions), [onFound, suggestions]);
  return open ? <SearchSuggestions {...popup} /> : null;
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
