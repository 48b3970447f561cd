// A cold question as a new user meets it, measured in a new process: bench/cold-question.ts in its child mode (a new
// app on a fresh data dir, the start-up warm-up, then the one question). Used by bench/cold-question.ts and `npm run
// bench` (run.ts): a process that has asked a question before is not cold, whatever its data dir.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What one measured question reports (one JSON line on the child's stdout). */
export interface ColdMeasure {
  city: string;
  status: number;
  wallMs: number;
  cpuMs: number;
  load: string;
  calls: number;
  failed: string[];
  lastAnswerInAppMs: number;
  afterLastAnswerMs: number;
  hazardEndsMs: Record<string, number>;
}

const CHILD = fileURLToPath(new URL('../cold-question.ts', import.meta.url));

/** The all-hazards question about `city`, asked cold in a new process; `sources`: the replay's URLs (absent: live). */
export function coldInNewProcess(city: string, sources: Record<string, string> | undefined, extra: string[] = []): Promise<ColdMeasure> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, ['--measure', city, ...(sources ? ['--sources', JSON.stringify(sources)] : []), ...extra], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as ColdMeasure);
      else reject(new Error(`cold question for ${city} exited ${code}: ${out.slice(-500)}`));
    });
  });
}
