import { Link } from 'react-router-dom';
import type { AlbumOwner } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './album-card.module.css';

export const albumCardGrid = styles.grid;

interface Props {
  to: string;
  title: string;
  description: string;
  coverImage: string | null;
  owner: Pick<AlbumOwner, 'name' | 'city' | 'country'> | null | undefined;
  /** The figures line, e.g. '3 media items · 12 followers'. */
  figures: string;
}

/** One album as a card in a grid (search results, followed albums): cover, title, description, owner, figures. */
export function AlbumCard({ to, title, description, coverImage, owner, figures }: Props) {
  const { t } = useTranslation('public');
  const place = [owner?.city, owner?.country].filter(Boolean).join(', ');
  return (
    <li className={styles.item}>
      <Link to={to} className={styles.card}>
        <div className={styles.cover} aria-hidden="true">
          {coverImage ? <img src={coverImage} alt="" loading="lazy" /> : <span>{title.charAt(0).toUpperCase()}</span>}
        </div>
        <div className={styles.body}>
          <h2 className={styles.cardTitle}>{title}</h2>
          {description && <p className={styles.description}>{description}</p>}
          <p className={styles.meta}>
            {t('common.by', { name: owner?.name || t('common.unknown') })}
            {place && ` · ${place}`}
          </p>
          <p className={styles.meta}>{figures}</p>
        </div>
      </Link>
    </li>
  );
}
