// 0090: every watch evaluation records the age of the data it used (issue 30: watches planned within the day's
// budget evaluate on kept answers between a cell's refreshes, so how old they were is part of the record).
import type { Migration } from '../migrate.js';

export const migration0090: Migration = {
  id: '0090-evaluation-data-age',
  up(db) {
    db.exec('ALTER TABLE watch_evaluations ADD COLUMN data_age_sec INTEGER');
  },
  postgres: 'ALTER TABLE watch_evaluations ADD COLUMN data_age_sec INTEGER',
};
