#if GRDB
  internal import Foundation
  internal import GRDB

  extension GRDBPageStore {
    /// The SQLite application id of this store's files ("ALst"): a file with tables and another
    /// id is another program's, and never deleted.
    static var applicationID: Int32 { 0x414C_7374 }

    /// The schema, one migration per version. Never edit a migration that shipped; add one.
    static var migrator: DatabaseMigrator {
      var migrator = DatabaseMigrator()
      // v1: lists (a name and a query) and their pages in order.
      migrator.registerMigration("v1") { db in
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try db.execute(
          sql: """
            CREATE TABLE list (
              id INTEGER PRIMARY KEY,
              name TEXT NOT NULL,
              query TEXT NOT NULL,
              savedAt DOUBLE NOT NULL,
              UNIQUE (name, query)
            );
            CREATE TABLE page (
              listId INTEGER NOT NULL REFERENCES list(id) ON DELETE CASCADE,
              position INTEGER NOT NULL,
              key TEXT NOT NULL,
              direction INTEGER NOT NULL,
              nextKey TEXT,
              previousKey TEXT,
              loadSize INTEGER NOT NULL,
              itemCount INTEGER NOT NULL,
              items BLOB NOT NULL,
              PRIMARY KEY (listId, position)
            );
            CREATE INDEX page_key ON page (listId, key);
            """)
      }
      // v2: what the size budget needs — when each list was last used, and its bytes and rows.
      migrator.registerMigration("v2") { db in
        try db.execute(
          sql: """
            ALTER TABLE list ADD COLUMN usedAt DOUBLE NOT NULL DEFAULT 0;
            ALTER TABLE list ADD COLUMN byteCount INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE list ADD COLUMN rowCount INTEGER NOT NULL DEFAULT 0;
            UPDATE list SET
              usedAt = savedAt,
              byteCount = (SELECT COALESCE(SUM(LENGTH(items)), 0) FROM page WHERE page.listId = list.id),
              rowCount = (SELECT COALESCE(SUM(itemCount), 0) FROM page WHERE page.listId = list.id);
            CREATE INDEX list_usedAt ON list (usedAt);
            """)
      }
      // v3: the items a counting source says lie before and after each page (NULL: not said).
      migrator.registerMigration("v3") { db in
        try db.execute(
          sql: """
            ALTER TABLE page ADD COLUMN itemsBefore INTEGER;
            ALTER TABLE page ADD COLUMN itemsAfter INTEGER;
            """)
      }
      return migrator
    }

    /// Opens a file and brings its schema to this version's.
    ///
    /// - Throws: `ForeignFile` for another program's database; `SchemaMismatch` for this store's
    ///   file from a newer version or with tables it cannot migrate; the database's error for a
    ///   file that is not a database.
    static func openAndMigrate(path: String, upTo version: String? = nil) throws -> DatabasePool {
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)  // a write waits for another at most 5 s, never forever
      // WAL with NORMAL sync: a commit survives the app crashing; a power cut may lose the last
      // pages, which the network gives again. FULL synced every page: 500–640 µs a 30-row page
      // against 350–410 µs with NORMAL (asynclist-bench --store-only, before the chain check).
      configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
      try refuseForeignFile(at: path)
      let pool = try DatabasePool(path: path, configuration: configuration)
      do {
        let migrator = migrator
        let (foreign, superseded) = try pool.read { db in (try isForeign(db), try migrator.hasBeenSuperseded(db)) }
        if foreign { throw ForeignFile() }
        if superseded { throw SchemaMismatch(description: "written by a newer version") }
        do {
          try migrate(pool, upTo: version)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
          // Another store on this file may have migrated it meanwhile: look again once.
          do { try migrate(pool, upTo: version) } catch { throw SchemaMismatch(description: "\(error)") }
        }
        // Touch both tables: a damaged page shows here, not in the middle of a list.
        try pool.read { db in
          _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM list")
          _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM page")
        }
        return pool
      } catch {
        try? pool.close()
        throw error
      }
    }

    /// Throws `ForeignFile` for an existing database with tables and another application id,
    /// looked at read-only, before anything opens it for writing (which would switch it to WAL).
    private static func refuseForeignFile(at path: String) throws {
      guard FileManager.default.fileExists(atPath: path) else { return }
      var readOnly = Configuration()
      readOnly.readonly = true
      guard let queue = try? DatabaseQueue(path: path, configuration: readOnly) else { return }
      defer { try? queue.close() }
      if (try? queue.read(isForeign)) == true { throw ForeignFile() }
    }

    /// Whether a database has tables and another application id than this store's.
    private static func isForeign(_ db: Database) throws -> Bool {
      let owner = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      let tables = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'") ?? 0
      return owner != applicationID && tables > 0
    }

    private static func migrate(_ pool: DatabasePool, upTo version: String?) throws {
      if let version { try migrator.migrate(pool, upTo: version) } else { try migrator.migrate(pool) }
    }
  }
#endif
