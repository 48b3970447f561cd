// What the tray menu says about the watches (pure, no Electron: unit-tested): one line per watch with its state.

export interface TrayWatch {
  id: string;
  status: 'active' | 'paused';
  threshold: number;
  place: { name: string };
  alertCondition: { metric: string; eventHazards: string[] };
  state: { armed: boolean; lastValue: number | null };
}

export interface TrayLine {
  label: string;
  /** Set for a watch line: clicking it opens that watch. */
  watchId?: string;
}

const MAX_LINES = 12;
const MARK = { armed: '●', fired: '▲', paused: '⏸' } as const;

export function trayState(w: TrayWatch): 'armed' | 'fired' | 'paused' {
  return w.status === 'paused' ? 'paused' : w.state.armed ? 'armed' : 'fired';
}

/** Fired watches first, then armed, then paused; each "▲ Tokyo, Japan: earthquake riskScore 62 ≥ 50 (fired)". */
export function trayLines(watches: readonly TrayWatch[] | null): TrayLine[] {
  if (watches === null) return [{ label: 'Watches unavailable' }];
  if (watches.length === 0) return [{ label: 'No watches yet' }];
  const order = { fired: 0, armed: 1, paused: 2 };
  const sorted = [...watches].sort((a, b) => order[trayState(a)] - order[trayState(b)] || a.place.name.localeCompare(b.place.name));
  const lines: TrayLine[] = sorted.slice(0, MAX_LINES).map((w) => {
    const state = trayState(w);
    const value = w.state.lastValue === null ? '' : ` ${Math.round(w.state.lastValue)}`;
    const hazard = w.alertCondition.eventHazards[0] ?? '';
    return {
      label: `${MARK[state]} ${w.place.name}: ${hazard} ${w.alertCondition.metric}${value} ≥ ${w.threshold} (${state})`,
      watchId: w.id,
    };
  });
  if (sorted.length > MAX_LINES) lines.push({ label: `… and ${sorted.length - MAX_LINES} more` });
  return lines;
}

/** The tray's tooltip: "Hazardcast: 3 watches, 1 fired". */
export function trayTooltip(watches: readonly TrayWatch[] | null): string {
  if (!watches) return 'Hazardcast';
  const fired = watches.filter((w) => trayState(w) === 'fired').length;
  return `Hazardcast: ${watches.length} watch${watches.length === 1 ? '' : 'es'}${fired ? `, ${fired} fired` : ''}`;
}
