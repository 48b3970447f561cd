// The ordered list of every migration this build knows. Append only.
import type { Migration } from '../migrate.js';
import { migration0001 } from './0001-init.js';
import { migration0005 } from './0005-track-record.js';

export const migrations: readonly Migration[] = [migration0001, migration0005];
