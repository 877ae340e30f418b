#if GRDB
  public import AsyncList
  internal import Foundation
  internal import GRDB

  extension GRDBPageStore {
    /// Saves a page in one transaction: a first page replaces the list's pages for the query;
    /// others go below or above where their key continues the pages held and the list stays
    /// within the budget (else they are not kept). Past the budget, least recently used lists
    /// are evicted.
    ///
    /// - Parameters:
    ///   - page: The page, its key and where it goes.
    ///   - list: The list's identity.
    ///   - query: The query it was loaded with.
    /// - Throws: A ``PageStoreError``; nothing of the page is stored then.
    public func save(_ page: StoredPage<Key, Item>, of list: String, query: Query) async throws {
      let queryText = try encoded(query)
      let (key, next, previous) = (
        try encoded(page.key), try encoded(page.page.nextKey), try encoded(page.page.previousKey)
      )
      let items: Data
      do { items = try Self.encodeItems(page.page.items) } catch {
        throw reported(.unencodable(underlying: error))
      }
      let (direction, count, time) = (page.direction, page.page.items.count, now().timeIntervalSince1970)
      let loadSize = page.loadSize
      let counts = (before: page.page.itemsBefore, after: page.page.itemsAfter)
      let budget = (bytes: maxBytes, rows: maxRows)
      try await database {
        try await self.pool.write { db in
          var id = try Int64.fetchOne(
            db, sql: "SELECT id FROM list WHERE name = ? AND query = ?", arguments: [list, queryText])
          let position: Int
          switch direction {
          case .initial:
            if let id {
              try db.execute(sql: "DELETE FROM page WHERE listId = ?", arguments: [id])
              try db.execute(
                sql: "UPDATE list SET savedAt = ?, byteCount = 0, rowCount = 0 WHERE id = ?", arguments: [time, id])
            } else {
              try db.execute(
                sql: "INSERT INTO list (name, query, savedAt, usedAt) VALUES (?, ?, ?, ?)",
                arguments: [list, queryText, time, time])
              id = db.lastInsertedRowID
            }
            position = 0
          case .append, .prepend:
            guard let id else { return }  // no first page to go below or above
            // Only where the page continues the chain of keys, and within the budget: the pages
            // held stay one unbroken list that fits.
            let (edge, link) = direction == .append ? ("DESC", "nextKey") : ("ASC", "previousKey")
            let neighbour = try String.fetchOne(
              db, sql: "SELECT \(link) FROM page WHERE listId = ? ORDER BY position \(edge) LIMIT 1", arguments: [id])
            guard neighbour == key else { return }
            let usage = try Row.fetchOne(db, sql: "SELECT byteCount, rowCount FROM list WHERE id = ?", arguments: [id])
            let (bytes, rows): (Int, Int) = (usage?[0] ?? 0, usage?[1] ?? 0)
            guard bytes + items.count <= budget.bytes, rows + count <= budget.rows else { return }
            let end = direction == .append ? "MAX(position) + 1" : "MIN(position) - 1"
            position = try Int.fetchOne(db, sql: "SELECT \(end) FROM page WHERE listId = ?", arguments: [id]) ?? 0
          }
          guard let id else { return }
          try db.execute(
            sql: """
              INSERT INTO page (listId, position, key, direction, nextKey, previousKey, loadSize, itemCount, items,
                itemsBefore, itemsAfter)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              id, position, key, direction.storedValue, next, previous, loadSize, count, items, counts.before,
              counts.after,
            ])
          try db.execute(
            sql: "UPDATE list SET byteCount = byteCount + ?, rowCount = rowCount + ?, usedAt = ? WHERE id = ?",
            arguments: [items.count, count, time, id])
          try Self.evict(db, keeping: id, budget: budget)
        }
      }
    }

    /// Removes every page of a list, for every query.
    ///
    /// - Parameter list: The list's identity.
    /// - Throws: A ``PageStoreError``.
    public func removeAll(of list: String) async throws {
      try await database {
        try await self.pool.write { db in try db.execute(sql: "DELETE FROM list WHERE name = ?", arguments: [list]) }
      }
    }

    /// Deletes least recently used lists, never `keeping`, until the totals fit the budget.
    static func evict(_ db: Database, keeping id: Int64, budget: (bytes: Int, rows: Int)) throws {
      guard
        var totals = try Row.fetchOne(
          db, sql: "SELECT COALESCE(SUM(byteCount), 0), COALESCE(SUM(rowCount), 0) FROM list"
        )
        .map({ (bytes: $0[0] as Int, rows: $0[1] as Int) })
      else { return }
      while totals.bytes > budget.bytes || totals.rows > budget.rows {
        guard
          let victim = try Row.fetchOne(
            db, sql: "SELECT id, byteCount, rowCount FROM list WHERE id != ? ORDER BY usedAt, id LIMIT 1",
            arguments: [id])
        else { return }  // only the list being written is left; it stays whole
        try db.execute(sql: "DELETE FROM list WHERE id = ?", arguments: [victim[0] as Int64])
        totals.bytes -= victim[1] as Int
        totals.rows -= victim[2] as Int
      }
    }

    /// Runs database work; damage is reported as ``PageStoreError/damaged(path:underlying:)``,
    /// cancellation passed on as it is, anything else reported as
    /// ``PageStoreError/database(underlying:)``.
    func database<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
      do { return try await work() } catch let error as PageStoreError { throw error } catch is CancellationError {
        throw CancellationError()  // the caller gave up: not a store error
      } catch let error as DatabaseError where error.resultCode.isUnusableFile {
        throw reported(.damaged(path: path, underlying: error))
      } catch {
        throw reported(.database(underlying: error))
      }
    }

    /// JSON text of a key, a query or `nil`.
    func encoded(_ value: some Encodable) throws -> String {
      do { return try Self.text(value) } catch { throw reported(.unencodable(underlying: error)) }
    }

    func reported(_ error: PageStoreError) -> PageStoreError {
      report(error)
      return error
    }
  }

  extension LoadDirection {
    /// The `direction` column's value.
    var storedValue: Int {
      switch self {
      case .initial: 0
      case .append: 1
      case .prepend: 2
      }
    }
  }
#endif
