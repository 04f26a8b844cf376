import { useState, type FormEvent } from 'react';
import type { ShareLink } from '@abialbum/contracts';
import { Button, ConfirmDialog, formatDateTime, PasswordField, TextField } from '@abialbum/web-kit';
import { shareLinkUrl, useShareLinks } from '../../hooks/use-share-links';
import { SHARE_LINKS_TEXTS as T } from './share-links.texts';
import * as styles from './share-links.module.css';

interface ShareLinksPanelProps {
  albumId: string;
  /** A section's links; null: the whole album's. */
  sectionId: string | null;
}

/**
 * The owner's share links (issue 27 item 2) of a section (in its section view) or of the whole album (under All
 * Album Media): make one (expiry, password, downloads), and for each its address, opens and last use, Copy,
 * Replace and Revoke. Separate from the Share toggle, whose link stays the section's public one (SPEC).
 */
export function ShareLinksPanel({ albumId, sectionId }: ShareLinksPanelProps) {
  const state = useShareLinks(albumId, sectionId);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const count = state.links?.length ?? 0;
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>{`${sectionId ? T.sectionTitle : T.albumTitle} (${count})`}</summary>
      <p className={styles.hint}>{sectionId ? T.hint : T.albumHint}</p>
      <CreateForm busy={state.busy} onCreate={(settings) => void state.create(settings)} />
      {state.links && state.links.length === 0 && <p className={styles.hint}>{T.none}</p>}
      <ul className={styles.list}>
        {state.links?.map((link) => (
          <LinkRow
            key={link.id}
            link={link}
            busy={state.busy}
            onCopy={() => void state.copy(link)}
            onReplace={() => void state.replace(link)}
            onRevoke={() => setRevoking(link)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeTitle}
        message={T.revokeMessage}
        confirmLabel={T.revoke}
        danger
        busy={state.busy}
        onConfirm={() => {
          if (revoking) void state.revoke(revoking).then(() => setRevoking(null));
        }}
        onCancel={() => setRevoking(null)}
      />
    </details>
  );
}

function CreateForm({ busy, onCreate }: { busy: boolean; onCreate(settings: { expiresAt: string | null; password: string | null; allowDownload: boolean }): void }) {
  const [expiry, setExpiry] = useState('');
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A datetime-local value is the owner's local time.
    onCreate({ expiresAt: expiry ? new Date(expiry).toISOString() : null, password: password || null, allowDownload });
    setPassword('');
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField label={T.expiry} type="datetime-local" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
      <PasswordField label={T.password} autoComplete="new-password" minLength={4} maxLength={100} value={password} onChange={(e) => setPassword(e.target.value)} />
      <label className={styles.check}>
        <input type="checkbox" checked={allowDownload} onChange={(e) => setAllowDownload(e.target.checked)} />
        <span>{T.allowDownload}</span>
      </label>
      <Button type="submit" size="sm" loading={busy}>
        {T.create}
      </Button>
    </form>
  );
}

function LinkRow({ link, busy, onCopy, onReplace, onRevoke }: { link: ShareLink; busy: boolean; onCopy(): void; onReplace(): void; onRevoke(): void }) {
  return (
    <li className={styles.item}>
      <input className={styles.url} readOnly value={shareLinkUrl(link)} aria-label={T.linkLabel} onFocus={(e) => e.target.select()} />
      <div className={styles.facts}>
        {link.hasPassword && <span className={styles.badge}>{T.withPassword}</span>}
        <span className={styles.badge}>{link.allowDownload ? T.downloads : T.noDownloads}</span>
        {link.expired ? (
          <span className={`${styles.badge} ${styles.expired}`}>{T.expired}</span>
        ) : (
          <span>{link.expiresAt ? `${T.expires} ${formatDateTime(link.expiresAt)}` : T.noExpiry}</span>
        )}
        <span>{`${T.opens(link.opens)}, ${link.lastUsedAt ? `${T.lastUsed} ${formatDateTime(link.lastUsedAt)}` : T.neverUsed}`}</span>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onCopy}>
          {T.copy}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onReplace}>
          {T.replace}
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={onRevoke}>
          {T.revoke}
        </Button>
      </div>
    </li>
  );
}
