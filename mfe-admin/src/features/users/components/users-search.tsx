import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@abialbum/web-kit';
import * as styles from './users.module.css';

export function UsersSearch({ onSearch, disabled }: { onSearch(text: string): void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <TextField
        className={styles.searchField}
        label="Search users"
        type="search"
        name="search"
        placeholder="Search by name, email or phone"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={disabled}>
        Search
      </Button>
    </form>
  );
}
