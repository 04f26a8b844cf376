import { useTranslation } from '@abialbum/web-kit';
import { CATEGORIES, CATEGORY_KEYS, OPEN_CATEGORY, type Category } from './alt-layout.options';

interface CategorySidebarProps {
  id: string;
  open: boolean;
  onChoose(category: Category): void;
}

/** The nine categories; on phones it is shown only while the toggle is open. */
export function CategorySidebar({ id, open, onChoose }: CategorySidebarProps) {
  const { t } = useTranslation('alt');
  return (
    <aside id={id} className={`alt-sidebar${open ? ' alt-sidebar--open' : ''}`}>
      <nav aria-label={t('alt.categories')}>
        <h2 className="alt-sidebar__title">{t('alt.categories')}</h2>
        <ul className="alt-sidebar__list">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <button
                type="button"
                className={`alt-sidebar__item${category === OPEN_CATEGORY ? ' alt-sidebar__item--open' : ''}`}
                onClick={() => onChoose(category)}
              >
                {t(CATEGORY_KEYS[category])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
