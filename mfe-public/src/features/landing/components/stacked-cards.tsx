import { useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { featuredPath } from './landing-links';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './stacked-cards.module.css';

/** SPEC section 9 "Stacked cards": a drag this far (px) sends the top card to the back. */
export const DRAG_SENSITIVITY = 180;

const DECORATION = [
  { label: 'landing.cardFamily', background: 'linear-gradient(135deg, #f472b6, #7c3aed)' },
  { label: 'landing.cardTravel', background: 'linear-gradient(135deg, #38bdf8, #1d4ed8)' },
  { label: 'landing.cardMemories', background: 'linear-gradient(135deg, #fbbf24, #c2410c)' },
  { label: 'landing.cardFriends', background: 'linear-gradient(135deg, #34d399, #047857)' },
];

interface Props {
  albumId: string | null;
  /** Photos of the featured album; decorated cards stand in when there are none. */
  images: string[];
}

/** The stacked-card image block: drag the top card aside to see the next; a click opens the featured album. */
export function StackedCards({ albumId, images }: Props) {
  const { t } = useTranslation('landing');
  const cards = images.length > 0 ? images.slice(0, 4).map((src) => ({ src, label: '', background: '' })) : DECORATION.map((d) => ({ ...d, src: '' }));
  const [top, setTop] = useState(0);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const next = () => setTop((n) => (n + 1) % cards.length);

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.x;
    if (Math.abs(dx) > 5) drag.current.moved = true;
    setOffset(dx);
  };
  const onPointerEnd = () => {
    if (!drag.current) return;
    suppressClick.current = drag.current.moved;
    if (Math.abs(offset) >= DRAG_SENSITIVITY) next();
    drag.current = null;
    setOffset(0);
  };

  return (
    <div className={styles.wrap}>
      <Link
        to={featuredPath(albumId)}
        className={styles.stack}
        aria-label={t('landing.openFeatured')}
        draggable={false}
        onClick={(event) => {
          if (suppressClick.current) event.preventDefault();
          suppressClick.current = false;
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {cards.map((card, index) => {
          const depth = (index - top + cards.length) % cards.length;
          const isTop = depth === 0;
          return (
            <span
              key={card.src || card.label}
              className={styles.card}
              style={{
                zIndex: cards.length - depth,
                background: card.background || undefined,
                transition: isTop && offset !== 0 ? 'none' : undefined,
                transform: isTop
                  ? `translateX(${offset}px) rotate(${offset / 20}deg)`
                  : `translateY(${depth * 12}px) scale(${1 - depth * 0.05}) rotate(${depth % 2 ? 3 : -3}deg)`,
              }}
            >
              {card.src ? <img src={card.src} alt="" draggable={false} loading="lazy" /> : <span className={styles.label}>{t(card.label)}</span>}
            </span>
          );
        })}
      </Link>
      <button type="button" className={styles.next} onClick={next}>
        {t('landing.nextCard')}
      </button>
    </div>
  );
}
