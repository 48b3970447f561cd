// Past questions, kept in this browser's localStorage (never sent anywhere): newest first, one entry per request.
import type { RiskForecast, RiskRequest } from '../../../src-server/contracts/risk';

export interface HistoryEntry {
  request: RiskRequest;
  askedAt: string;
  headline: string;
  place: string;
  riskScore: number;
  riskLevel: string;
}

const KEY = 'hazardcast.questions.v1';
export const MAX_HISTORY = 30;

const sameRequest = (a: RiskRequest, b: RiskRequest) =>
  a.prompt.trim().toLowerCase() === b.prompt.trim().toLowerCase() &&
  a.hazard === b.hazard &&
  a.horizon === b.horizon &&
  a.decisionLens === b.decisionLens;

export function loadHistory(storage: Storage = localStorage): HistoryEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? (parsed.filter((e) => e && typeof e === 'object' && typeof (e as HistoryEntry).request?.prompt === 'string') as HistoryEntry[])
      : [];
  } catch {
    return []; // a damaged entry is not worth an error: start afresh
  }
}

function save(entries: HistoryEntry[], storage: Storage): void {
  try {
    storage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the history is a convenience, the forecast still shows.
  }
}

/** Adds (or moves to the top) the question that produced this answer. */
export function remember(request: RiskRequest, answer: RiskForecast, storage: Storage = localStorage): HistoryEntry[] {
  const entry: HistoryEntry = {
    request,
    askedAt: answer.generatedAt,
    headline: answer.forecast.headline,
    place: answer.riskInput.place.name,
    riskScore: answer.forecast.riskScore,
    riskLevel: answer.forecast.riskLevel,
  };
  const next = [entry, ...loadHistory(storage).filter((e) => !sameRequest(e.request, request))].slice(0, MAX_HISTORY);
  save(next, storage);
  return next;
}

export function forget(index: number, storage: Storage = localStorage): HistoryEntry[] {
  const next = loadHistory(storage).filter((_, i) => i !== index);
  save(next, storage);
  return next;
}

export function clearHistory(storage: Storage = localStorage): HistoryEntry[] {
  save([], storage);
  return [];
}
