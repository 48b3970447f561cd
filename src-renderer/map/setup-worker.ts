// maplibre-gl 6 is ESM-only: its worker is bundled by Vite as a separate file and registered once.
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

let done = false;
export function setupMapWorker(): void {
  if (done) return;
  setWorkerUrl(workerUrl);
  done = true;
}
