// An outbox for unit tests: a repo, the settings it reads and the clock are the test's; the rest are fixed defaults
// (no live provider, short timeouts, three attempts), overridable one by one.
import { createManualClock } from '../../src-server/index.js';
import { createOutbox, type OutboxDeps } from '../../src-server/notify/outbox.js';
import type { OutboxRepo } from '../../src-server/notify/outbox-repo.js';
import type { NotifySettings, NotifySettingsService } from '../../src-server/settings/notify-settings.js';

export function testOutbox(
  repo: OutboxRepo,
  opts: { now: string; settings?: Partial<NotifySettings> } & Partial<Omit<OutboxDeps, 'repo' | 'settings' | 'clock'>>,
) {
  const { now, settings = {}, ...overrides } = opts;
  return createOutbox({
    repo,
    settings: { onChange() {}, get: () => settings } as unknown as NotifySettingsService,
    clock: createManualClock(now),
    retry: { maxAttempts: 3, baseMs: 1000, maxMs: 60_000 },
    timeoutMs: 1000,
    telegramApiUrl: 'https://api.telegram.invalid',
    emailFrom: 'x@example.com',
    userAgent: 'test',
    secretOf: () => null,
    ...overrides,
  });
}
