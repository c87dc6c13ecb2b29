import type Database from 'better-sqlite3';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { eraseWal, openSqliteDatabase } from '@tackle/platform';

/**
 * oidc-provider storage (sessions, grants, interactions, codes, refresh tokens, ...) in one SQLite
 * file through better-sqlite3.
 *
 * - one row per (model, id) with the JSON payload and an absolute expiry (`expires_at`, epoch ms,
 *   NULL = none); expired rows are invisible to every lookup and swept periodically;
 * - `consume` marks a row consumed (epoch seconds, surfaced as `payload.consumed`) without rewriting
 *   it; a later `upsert` of the same id clears the mark, as the model's payload is authoritative;
 * - secondary lookups: `findByUid` (Session), `findByUserCode` (DeviceCode) and `revokeByGrantId`
 *   (every token model that carries a `grantId`).
 */
interface SqliteOidcStoreOptions {
  /** Seconds added to every expiry, like oidc-provider's `clockTolerance` (default 15). */
  clockTolerance?: number;
  /** How often expired rows are deleted (ms, default 10 minutes; 0 disables the timer). */
  sweepIntervalMs?: number;
  now?: () => number;
}

interface Row {
  payload: string;
  consumed_at: number | null;
}

export class SqliteOidcStore {
  readonly db: Database.Database;
  private readonly clockTolerance: number;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly stmt: {
    upsert: Database.Statement<[string, string, string, string | null, string | null, string | null, number | null]>;
    find: Database.Statement<[string, string, number], Row>;
    findByUid: Database.Statement<[string, string, number], Row>;
    findByUserCode: Database.Statement<[string, string, number], Row>;
    consume: Database.Statement<[number, string, string]>;
    destroy: Database.Statement<[string, string]>;
    revokeByGrantId: Database.Statement<[string, string]>;
    sweep: Database.Statement<[number]>;
  };

  constructor(path: string, options: SqliteOidcStoreOptions = {}) {
    this.clockTolerance = options.clockTolerance ?? 15;
    this.now = options.now ?? Date.now;
    this.db = openSqliteDatabase(path, { synchronous: 'NORMAL', ownerOnly: true });
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS oidc_payloads (
        model       TEXT NOT NULL,
        id          TEXT NOT NULL,
        payload     TEXT NOT NULL,
        grant_id    TEXT,
        user_code   TEXT,
        uid         TEXT,
        expires_at  INTEGER,
        consumed_at INTEGER,
        PRIMARY KEY (model, id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS oidc_payloads_grant ON oidc_payloads (model, grant_id) WHERE grant_id IS NOT NULL;
      CREATE INDEX IF NOT EXISTS oidc_payloads_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
      CREATE INDEX IF NOT EXISTS oidc_payloads_user_code ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
      CREATE INDEX IF NOT EXISTS oidc_payloads_expires ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
    `);
    const live = '(expires_at IS NULL OR expires_at > ?)';
    this.stmt = {
      upsert: this.db.prepare(`
        INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
        ON CONFLICT (model, id) DO UPDATE SET
          payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
          uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`),
      find: this.db.prepare(`SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND id = ? AND ${live}`),
      findByUid: this.db.prepare(
        `SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ? AND ${live} LIMIT 1`,
      ),
      findByUserCode: this.db.prepare(
        `SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ? AND ${live} LIMIT 1`,
      ),
      consume: this.db.prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?'),
      destroy: this.db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?'),
      revokeByGrantId: this.db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND grant_id = ?'),
      sweep: this.db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at <= ?'),
    };
    this.sweep();
    const interval = options.sweepIntervalMs ?? 10 * 60 * 1000;
    if (interval > 0) {
      this.timer = setInterval(() => {
        try {
          this.sweep();
        } catch {
          // closed or busy: next round
        }
      }, interval);
      this.timer.unref();
    }
  }

  /** The factory to pass as oidc-provider's `adapter` option. */
  get adapterFactory(): AdapterFactory {
    return (name: string) => new SqliteOidcAdapter(name, this);
  }

  /** Deletes expired rows; returns how many. */
  sweep(): number {
    return this.stmt.sweep.run(this.now()).changes;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.db.open) this.db.close();
  }

  /**
   * Signs an account out everywhere (decision 122): deletes its sessions, grants, codes, refresh
   * tokens and interactions. `keepGrantId` spares one sign-in: that grant, the tokens issued under
   * it and the session that holds it (the browser that asked for a password change). Answers how
   * many sessions were removed. With `erase`, the log is truncated so no removed row is left in the
   * `-wal` file either.
   */
  revokeAccount(accountId: string, options: { keepGrantId?: string; erase?: boolean } = {}): number {
    const rows = this.db
      .prepare<[string, string, string], { model: string; id: string; payload: string; grant_id: string | null }>(
        `SELECT model, id, payload, grant_id FROM oidc_payloads
         WHERE json_extract(payload, '$.accountId') = ?
            OR json_extract(payload, '$.session.accountId') = ?
            OR json_extract(payload, '$.result.login.accountId') = ?`,
      )
      .all(accountId, accountId, accountId);
    const keep = options.keepGrantId;
    const kept = (row: { model: string; id: string; payload: string; grant_id: string | null }) => {
      if (!keep) return false;
      if (row.grant_id === keep || (row.model === 'Grant' && row.id === keep)) return true;
      if (row.model !== 'Session') return false;
      const authorizations = (JSON.parse(row.payload) as { authorizations?: Record<string, { grantId?: string }> }).authorizations ?? {};
      return Object.values(authorizations).some((entry) => entry.grantId === keep);
    };
    const doomed = rows.filter((row) => !kept(row));
    this.db.transaction(() => {
      for (const row of doomed) this.stmt.destroy.run(row.model, row.id);
    })();
    if (options.erase) eraseWal(this.db);
    return doomed.filter((row) => row.model === 'Session').length;
  }

  /** @internal */
  upsert(model: string, id: string, payload: AdapterPayload, expiresIn: number | undefined): void {
    const expiresAt =
      typeof expiresIn === 'number' && Number.isFinite(expiresIn)
        ? this.now() + (expiresIn + this.clockTolerance) * 1000
        : null;
    this.stmt.upsert.run(
      model,
      id,
      JSON.stringify(payload),
      typeof payload.grantId === 'string' ? payload.grantId : null,
      typeof payload.userCode === 'string' ? payload.userCode : null,
      typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt,
    );
  }

  /** @internal */
  find(kind: 'find' | 'findByUid' | 'findByUserCode', model: string, key: string): AdapterPayload | undefined {
    const row = this.stmt[kind].get(model, key, this.now());
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (row.consumed_at !== null) payload.consumed = row.consumed_at;
    return payload;
  }

  /** @internal */
  consume(model: string, id: string): void {
    this.stmt.consume.run(Math.floor(this.now() / 1000), model, id);
  }

  /** @internal */
  destroy(model: string, id: string): void {
    this.stmt.destroy.run(model, id);
  }

  /** @internal */
  revokeByGrantId(model: string, grantId: string): void {
    this.stmt.revokeByGrantId.run(model, grantId);
  }
}

/** One instance per oidc-provider model (`Session`, `Grant`, `AccessToken`, ...). */
export class SqliteOidcAdapter implements Adapter {
  constructor(
    readonly model: string,
    private readonly store: SqliteOidcStore,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.upsert(this.model, id, payload, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (!id) return undefined;
    return this.store.find('find', this.model, id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    if (!uid) return undefined;
    return this.store.find('findByUid', this.model, uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    if (!userCode) return undefined;
    return this.store.find('findByUserCode', this.model, userCode);
  }

  async consume(id: string): Promise<void> {
    this.store.consume(this.model, id);
  }

  async destroy(id: string): Promise<void> {
    this.store.destroy(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.store.revokeByGrantId(this.model, grantId);
  }
}
