import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The album search box of the top bar; suggestions arrive with the search issue. */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(`/abialbum/search?query=${encodeURIComponent(query)}`);
    onSearch?.();
  };

  return (
    <form role="search" className="shell-search" onSubmit={submit}>
      <label htmlFor="shell-search-input" className="wk-visually-hidden">
        Search albums
      </label>
      <input
        id="shell-search-input"
        type="search"
        className="shell-search__input"
        placeholder="Search albums..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="shell-search__button" aria-label="Submit search">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
