import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@abialbum/web-kit';
import * as styles from './albums.module.css';

export function AlbumsSearch({ onSearch }: { onSearch(text: string): void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className={styles.search} role="search" aria-label="Albums" onSubmit={submit}>
      <TextField
        className={styles.searchField}
        label="Search albums"
        type="search"
        name="search"
        placeholder="Search by title, description or owner"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
