// A WAI-ARIA tab bar: click or arrow keys (Left/Right, Home/End) move between tabs; one tab stop.
import { useRef, type KeyboardEvent } from 'react';

export interface Tab<K extends string> {
  id: K;
  label: string;
}

export function tabId(id: string): string {
  return `tab-${id}`;
}

export function panelId(id: string): string {
  return `panel-${id}`;
}

export function TabBar<K extends string>(props: { tabs: readonly Tab<K>[]; current: K; onSelect(id: K): void; label: string }) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = props.tabs.findIndex((t) => t.id === props.current);
    const last = props.tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = props.tabs[next]!;
    props.onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
      {props.tabs.map((tab) => {
        const selected = tab.id === props.current;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) buttons.current.set(tab.id, el);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            data-testid={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
