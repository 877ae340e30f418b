#if GRDB
  public import AsyncList
  internal import Foundation
  internal import GRDB

  extension GRDBPageStore {
    /// The pages of a list for a query, from its first page down, up to the page that reaches
    /// `rowLimit` rows; marks the list used.
    ///
    /// - Parameters:
    ///   - list: The list's identity.
    ///   - query: The query the pages were loaded with.
    ///   - rowLimit: The rows after which no further page is read.
    /// - Returns: The pages and their age, or `nil` for none.
    /// - Throws: A ``PageStoreError``; a list that no longer decodes is deleted first.
    public func pages(of list: String, query: Query, rowLimit: Int) async throws -> StoredList<Key, Item>? {
      let queryText = try encoded(query)
      let found = try await database {
        try await self.pool.read { db -> (id: Int64, savedAt: Double, rows: [StoredRow])? in
          guard
            let head = try Row.fetchOne(
              db, sql: "SELECT id, savedAt FROM list WHERE name = ? AND query = ?", arguments: [list, queryText])
          else { return nil }
          let id: Int64 = head[0]
          var rows: [StoredRow] = []
          var count = 0
          let cursor = try Row.fetchCursor(
            db, sql: "SELECT \(Self.pageColumns) FROM page WHERE listId = ? AND position >= 0 ORDER BY position",
            arguments: [id])
          while count < rowLimit, let row = try cursor.next() {
            let stored = Self.storedRow(row)
            rows.append(stored)
            count += stored.itemCount
          }
          return rows.isEmpty ? nil : (id, head[1], rows)
        }
      }
      guard let found else { return nil }
      let pages = try await decoded(found.rows, list: list, id: found.id)
      let (time, pool, id) = (now().timeIntervalSince1970, pool, found.id)
      // Marked used off the read path: a writer busy elsewhere never delays a read.
      Task {
        try? await pool.write { db in
          try db.execute(sql: "UPDATE list SET usedAt = ? WHERE id = ?", arguments: [time, id])
        }
      }
      return StoredList(pages: pages, age: .seconds(max(0, time - found.savedAt)))
    }

    /// One page by the key it was requested with.
    ///
    /// - Parameters:
    ///   - list: The list's identity.
    ///   - query: The query the page was loaded with.
    ///   - key: The key.
    /// - Returns: The page, or `nil`.
    /// - Throws: A ``PageStoreError``; a list that no longer decodes is deleted first.
    public func page(of list: String, query: Query, key: Key?) async throws -> Page<Key, Item>? {
      let (queryText, keyText) = (try encoded(query), try encoded(key))
      let found = try await database {
        try await self.pool.read { db -> (Int64, StoredRow)? in
          let sql = """
            SELECT page.listId, \(Self.pageColumns) FROM page JOIN list ON list.id = page.listId
            WHERE list.name = ? AND list.query = ? AND page.key = ? LIMIT 1
            """
          guard let row = try Row.fetchOne(db, sql: sql, arguments: [list, queryText, keyText]) else { return nil }
          return (row[0], Self.storedRow(row, offset: 1))
        }
      }
      guard let (id, row) = found else { return nil }
      return try await decoded([row], list: list, id: id).first?.page
    }

    static var pageColumns: String {
      "key, direction, nextKey, previousKey, loadSize, itemCount, items, itemsBefore, itemsAfter"
    }

    static func storedRow(_ row: Row, offset: Int = 0) -> StoredRow {
      StoredRow(
        key: row[offset], direction: row[offset + 1], nextKey: row[offset + 2], previousKey: row[offset + 3],
        loadSize: row[offset + 4], itemCount: row[offset + 5], items: row[offset + 6], itemsBefore: row[offset + 7],
        itemsAfter: row[offset + 8])
    }

    /// Decodes rows; a list whose rows no longer decode is deleted and the error reported.
    private func decoded(_ rows: [StoredRow], list: String, id: Int64) async throws -> [StoredPage<Key, Item>] {
      do {
        return try rows.map { row in
          let direction: LoadDirection = row.direction == 1 ? .append : row.direction == 2 ? .prepend : .initial
          let page = Page(
            items: try Self.decodeItems(row.items), nextKey: try Self.decodeKey(row.nextKey),
            previousKey: try Self.decodeKey(row.previousKey), itemsBefore: row.itemsBefore, itemsAfter: row.itemsAfter)
          return StoredPage(key: try Self.decodeKey(row.key), direction: direction, page: page, loadSize: row.loadSize)
        }
      } catch {
        try? await pool.write { db in try db.execute(sql: "DELETE FROM list WHERE id = ?", arguments: [id]) }
        let failure = PageStoreError.undecodable(list: list, underlying: error)
        report(failure)
        throw failure
      }
    }
  }
#endif
