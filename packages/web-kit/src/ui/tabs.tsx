import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** A count or a coloured badge shown after the label. */
  badge?: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. 'Login method'. */
  label: string;
  items: TabItem[];
  value: string;
  onChange(id: string): void;
  /** Rendered in the active panel when the item has no `content`. */
  children?: ReactNode;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export function Tabs({ label, items, value, onChange, children, className }: TabsProps) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const enabled = items.filter((item) => !item.disabled);
  const active = items.find((item) => item.id === value) ?? items[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((item) => item.id === value);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <div className={['wk-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="wk-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === active?.id;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[item.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={`wk-tabs__tab${selected ? ' wk-tabs__tab--active' : ''}`}
              onClick={() => onChange(item.id)}
            >
              {item.label}
              {item.badge !== undefined && item.badge !== null && <span className="wk-tabs__badge">{item.badge}</span>}
            </button>
          );
        })}
      </div>
      {active && (active.content !== undefined || children !== undefined) && (
        <div
          role="tabpanel"
          id={`${base}-panel-${active.id}`}
          aria-labelledby={`${base}-tab-${active.id}`}
          tabIndex={0}
          className="wk-tabs__panel"
        >
          {active.content ?? children}
        </div>
      )}
    </div>
  );
}
