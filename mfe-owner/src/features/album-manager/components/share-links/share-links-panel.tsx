import { useState, type FormEvent } from 'react';
import type { ShareLink } from '@abialbum/contracts';
import { Button, formatDateTime, useTranslation } from '@abialbum/web-kit';
import { ConfirmDialog, PasswordField, TextField } from '@abialbum/web-kit/forms';
import { shareLinkUrl, useShareLinks } from '../../hooks/use-share-links';
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
  const { t } = useTranslation('owner');
  const state = useShareLinks(albumId, sectionId);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const count = state.links?.length ?? 0;
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>{sectionId ? t('shareLinks.sectionTitle', { count }) : t('shareLinks.albumTitle', { count })}</summary>
      <p className={styles.hint}>{sectionId ? t('shareLinks.hint') : t('shareLinks.albumHint')}</p>
      <CreateForm busy={state.busy} onCreate={(settings) => void state.create(settings)} />
      {state.links && state.links.length === 0 && <p className={styles.hint}>{t('shareLinks.none')}</p>}
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
        title={t('shareLinks.revokeTitle')}
        message={t('shareLinks.revokeMessage')}
        confirmLabel={t('shareLinks.revoke')}
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
  const { t } = useTranslation('owner');
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
      <TextField label={t('shareLinks.expiry')} type="datetime-local" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
      <PasswordField label={t('shareLinks.password')} autoComplete="new-password" minLength={4} maxLength={100} value={password} onChange={(e) => setPassword(e.target.value)} />
      <label className={styles.check}>
        <input type="checkbox" checked={allowDownload} onChange={(e) => setAllowDownload(e.target.checked)} />
        <span>{t('shareLinks.allowDownload')}</span>
      </label>
      <Button type="submit" size="sm" loading={busy}>
        {t('shareLinks.create')}
      </Button>
    </form>
  );
}

function LinkRow({ link, busy, onCopy, onReplace, onRevoke }: { link: ShareLink; busy: boolean; onCopy(): void; onReplace(): void; onRevoke(): void }) {
  const { t } = useTranslation('owner');
  return (
    <li className={styles.item}>
      {link.path === null ? (
        <p className={styles.lost}>{t('shareLinks.addressLost')}</p>
      ) : (
        <input className={styles.url} readOnly value={shareLinkUrl(link.path)} aria-label={t('shareLinks.linkLabel')} onFocus={(e) => e.target.select()} />
      )}
      <div className={styles.facts}>
        {link.hasPassword && <span className={styles.badge}>{t('shareLinks.withPassword')}</span>}
        <span className={styles.badge}>{link.allowDownload ? t('shareLinks.downloads') : t('shareLinks.noDownloads')}</span>
        {link.expired ? (
          <span className={`${styles.badge} ${styles.expired}`}>{t('shareLinks.expired')}</span>
        ) : (
          <span>{link.expiresAt ? t('shareLinks.expires', { date: formatDateTime(link.expiresAt) }) : t('shareLinks.noExpiry')}</span>
        )}
        <span>{link.lastUsedAt
            ? t('shareLinks.openedLastUsed', { count: link.opens, date: formatDateTime(link.lastUsedAt) })
            : t('shareLinks.openedNeverUsed', { count: link.opens })}</span>
      </div>
      <div className={styles.actions}>
        {link.path !== null && (
          <Button variant="secondary" size="sm" onClick={onCopy}>
            {t('shareLinks.copy')}
          </Button>
        )}
        <Button variant="secondary" size="sm" disabled={busy} onClick={onReplace}>
          {t('shareLinks.replace')}
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={onRevoke}>
          {t('shareLinks.revoke')}
        </Button>
      </div>
    </li>
  );
}
