import { lazy, useId, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { OnDemand } from './on-demand';
import type { Suggestions } from './use-album-suggestions';
import './search-box.css';

// The suggestions (their requests and popup) load on the box's first focus or input: a visitor who never searches
// does not download them.
const AlbumSuggestions = lazy(() => import('./search-suggestions'));

const NONE: Suggestions = { query: '', albums: [], status: 'idle' };

const searchPath = (query: string) => `/abialbum/search?query=${encodeURIComponent(query)}`;

/**
 * The album search box of the top bar (SPEC "Search box"): a combobox whose listbox suggests up to
 * five albums. Arrows move through them, Enter opens the highlighted one, Escape closes the list.
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // Whether the suggestions were wanted once (a focus or an input): from then on they are loaded and kept.
  const [wanted, setWanted] = useState(false);
  // What the suggestions (once loaded) last found; blank text shows nothing, whatever an earlier answer said.
  const [found, setFound] = useState<Suggestions>(NONE);
  const suggestions = text.trim() ? found : NONE;
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const { albums } = suggestions;
  const open = focused && !dismissed && suggestions.status === 'done';
  const hasOptions = open && albums.length > 0;
  const activeIndex = hasOptions && active < albums.length ? active : -1;

  const go = (to: string) => {
    setDismissed(true);
    setActive(-1);
    void navigate(to);
    onSearch?.();
  };
  const openAlbum = (album: AlbumSearchResult) => go(`/abialbum/albums/${encodeURIComponent(album.id)}`);
  const showAll = () => {
    const query = text.trim();
    if (query) go(searchPath(query));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    showAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.status !== 'done' || albums.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const last = albums.length - 1;
      if (event.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1);
      else setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      openAlbum(albums[activeIndex]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <form
      role="search"
      className="shell-search shell-search--combo"
      onSubmit={submit}
      onFocus={() => {
        setFocused(true);
        setWanted(true);
      }}
      onBlur={onBlur}
    >
      <label htmlFor="shell-search-input" className="wk-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="shell-search-input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={hasOptions ? listboxId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        className="shell-search__input"
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setWanted(true);
          setText(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <button type="submit" className="shell-search__button" aria-label={t('search.submit')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {wanted && (
        <OnDemand>
          <AlbumSuggestions
            text={text}
            onFound={setFound}
            open={open}
            albums={albums}
            listboxId={listboxId}
            optionId={optionId}
            activeIndex={activeIndex}
            onPick={openAlbum}
            onViewAll={showAll}
          />
        </OnDemand>
      )}
    </form>
  );
}
