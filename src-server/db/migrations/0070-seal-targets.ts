// 0070: webhook and Slack targets are sealed at rest (a Slack incoming-webhook URL is a credential): the targets in
// each watch's channels and in the request it was made from, and each delivery's. open.ts then rebuilds the file and
// empties the WAL, as after 0010, so no page keeps a plain copy.
import { isSealed, SECRET_CONTEXT } from '../../secrets/secret-box.js';
import { SEALED_TARGET_TYPES, sealChannels, sealRequestTargets } from '../../secrets/sealed-targets.js';
import type { Migration } from '../migrate.js';

export const SEAL_TARGETS_ID = '0070-seal-targets';

export const migration0070: Migration = {
  id: SEAL_TARGETS_ID,
  up(db, { secretBox }) {
    const watches = db.prepare('SELECT id, channels_json, request_json FROM watches').all() as {
      id: string;
      channels_json: string;
      request_json: string;
    }[];
    const setWatch = db.prepare('UPDATE watches SET channels_json = ?, request_json = ? WHERE id = ?');
    for (const w of watches) {
      const channels = sealChannels(
        secretBox,
        JSON.parse(w.channels_json) as { type: string; target: string }[],
        SECRET_CONTEXT.channelTarget,
      );
      const request = sealRequestTargets(secretBox, JSON.parse(w.request_json) as unknown);
      setWatch.run(JSON.stringify(channels), JSON.stringify(request), w.id);
    }
    const types = [...SEALED_TARGET_TYPES];
    const deliveries = db
      .prepare(`SELECT id, target FROM deliveries WHERE channel_type IN (${types.map(() => '?').join(', ')})`)
      .all(...types) as { id: string; target: string }[];
    const setTarget = db.prepare('UPDATE deliveries SET target = ? WHERE id = ?');
    for (const d of deliveries) {
      if (!isSealed(d.target)) setTarget.run(secretBox.seal(d.target, SECRET_CONTEXT.deliveryTarget), d.id);
    }
  },
  async postgres(tx, { secretBox }) {
    const watches = await tx.all<{ id: string; channels_json: string; request_json: string }>(
      'SELECT id, channels_json, request_json FROM watches',
    );
    for (const w of watches) {
      const channels = sealChannels(
        secretBox,
        JSON.parse(w.channels_json) as { type: string; target: string }[],
        SECRET_CONTEXT.channelTarget,
      );
      const request = sealRequestTargets(secretBox, JSON.parse(w.request_json) as unknown);
      await tx.run('UPDATE watches SET channels_json = ?, request_json = ? WHERE id = ?', [
        JSON.stringify(channels),
        JSON.stringify(request),
        w.id,
      ]);
    }
    const types = [...SEALED_TARGET_TYPES];
    const deliveries = await tx.all<{ id: string; target: string }>(
      `SELECT id, target FROM deliveries WHERE channel_type IN (${types.map(() => '?').join(', ')})`,
      types,
    );
    for (const d of deliveries) {
      if (!isSealed(d.target))
        await tx.run('UPDATE deliveries SET target = ? WHERE id = ?', [secretBox.seal(d.target, SECRET_CONTEXT.deliveryTarget), d.id]);
    }
  },
};
