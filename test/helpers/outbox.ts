// An outbox for unit tests: a database, a repo, the settings it reads and the clock are the test's; the rest are fixed defaults
// (no live provider, short timeouts, three attempts), overridable one by one.
import { createManualClock } from '../../src-server/index.js';
import { createOutbox, type OutboxDeps } from '../../src-server/notify/outbox.js';
import type { OutboxRepo } from '../../src-server/notify/outbox-repo.js';
import type { Sql } from '../../src-server/db/sql.js';
import type { NotifySettings, NotifySettingsService } from '../../src-server/settings/notify-settings.js';

export function testOutbox(
  repo: OutboxRepo,
  opts: { db: Sql; now: string; settings?: Partial<NotifySettings> } & Partial<Omit<OutboxDeps, 'db' | 'repo' | 'settings' | 'clock'>>,
) {
  const { db, now, settings = {}, ...overrides } = opts;
  return createOutbox({
    db,
    repo,
    settings: { onChange() {}, get: () => settings } as unknown as NotifySettingsService,
    clock: createManualClock(now),
    retry: { maxAttempts: 3, baseMs: 1000, maxMs: 60_000 },
    timeoutMs: 1000,
    telegramApiUrl: 'https://api.telegram.invalid',
    emailFrom: 'x@example.com',
    userAgent: 'test',
    secretOf: async () => null,
    ...overrides,
  });
}
