// The ordered list of every migration this build knows. Append only.
import type { Migration } from '../migrate.js';
import { migration0001 } from './0001-init.js';
import { migration0002 } from './0002-source-cache.js';
import { migration0003 } from './0003-api-keys-quota.js';
import { migration0004 } from './0004-watch-runs-outbox.js';
import { migration0005 } from './0005-track-record.js';
import { migration0010 } from './0010-seal-secrets.js';
import { migration0020 } from './0020-app-settings.js';
import { migration0060 } from './0060-track-window-key.js';
import { migration0070 } from './0070-seal-targets.js';
import { migration0080 } from './0080-source-history.js';
import { migration0090 } from './0090-evaluation-data-age.js';
import { migration0140 } from './0140-team-leases.js';
import { migration0141 } from './0141-shared-budget.js';
import { migration0150 } from './0150-manage-tokens.js';
import { migration0160 } from './0160-portfolios.js';
import { migration0161 } from './0161-portfolio-watches.js';

export const migrations: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0010,
  migration0020,
  migration0060,
  migration0070,
  migration0080,
  migration0090,
  migration0140,
  migration0141,
  migration0150,
  migration0160,
  migration0161,
];
