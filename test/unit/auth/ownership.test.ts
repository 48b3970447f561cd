// Who owns and who manages (issue 46): never an address; a management token, a key, or the owner.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canManage, ownersManagedBy, ownershipForNew, tokenOwner, withManageTokens } from '../../../src-server/auth/ownership.js';
import type { Principal } from '../../../src-server/auth/principal.js';

const anon: Principal = { kind: 'anonymous', ip: '10.0.0.2' };
const keyed: Principal = { kind: 'key', keyId: 'key_a', tier: 'free', dailyQuota: 100, name: 'a' };
const row = (o: { kind: string; ref: string }) => ({ ownerKind: o.kind, ownerRef: o.ref });

describe('ownership', () => {
  test('an anonymous caller owns what its tokens made; its address opens nothing', async () => {
    let minted = 0;
    const mint = async () => ({ id: `mt_${++minted}`, token: `manage_${String(minted).padStart(40, '0')}` });
    const first = await ownershipForNew(anon, mint);
    assert.deepEqual(first, { owner: tokenOwner('mt_1'), manageToken: { id: 'mt_1', token: `manage_${'0'.repeat(39)}1` } });
    assert.equal(canManage(anon, row(first.owner)), false, 'without its token, nothing');
    assert.equal(canManage(withManageTokens(anon, ['mt_1']), row(first.owner)), true);
    assert.equal(canManage(withManageTokens(anon, ['mt_2']), row(first.owner)), false);
    // A row written before tokens, owned by the address: no caller matches it.
    assert.equal(canManage(withManageTokens(anon, ['mt_1']), { ownerKind: 'anonymous', ownerRef: '10.0.0.2' }), false);
    assert.equal(canManage({ kind: 'owner' }, { ownerKind: 'anonymous', ownerRef: '10.0.0.2' }), true);

    const joined = await ownershipForNew(withManageTokens(anon, ['mt_1']), mint);
    assert.deepEqual(joined, { owner: tokenOwner('mt_1') }, 'a presented token: the new row joins it, no new token');
    assert.equal(minted, 1);
    assert.deepEqual(ownersManagedBy(anon), []);
  });

  test("a key holder owns its key's rows (and any token it presents); the owner manages all", async () => {
    const mint = async () => assert.fail('a key holder gets no token');
    assert.deepEqual(await ownershipForNew(withManageTokens(keyed, ['mt_9']), mint), { owner: { kind: 'key', ref: 'key_a' } });
    assert.deepEqual(ownersManagedBy(withManageTokens(keyed, ['mt_9'])), [{ kind: 'key', ref: 'key_a' }, tokenOwner('mt_9')]);
    assert.equal(canManage(keyed, { ownerKind: 'key', ownerRef: 'key_b' }), false);
    assert.equal(ownersManagedBy({ kind: 'owner' }), 'all');
    assert.deepEqual(withManageTokens({ kind: 'owner' }, ['mt_1']), { kind: 'owner' });
  });
});
