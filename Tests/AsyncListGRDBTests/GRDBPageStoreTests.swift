#if GRDB
  import AsyncList
  import AsyncListTesting
  import Foundation
  import GRDB
  import Synchronization
  import Testing

  @testable import AsyncListGRDB

  struct Photo: Identifiable, Codable, Sendable, Equatable {
    var id: Int
    var title: String
  }

  /// Photos with the ids of a range.
  func photos(_ ids: Range<Int>, title: String = "p") -> [Photo] {
    ids.map { Photo(id: $0, title: "\(title)\($0)") }
  }

  /// A folder of its own for each test, removed at the end.
  final class TemporaryFolder: Sendable {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("asynclist-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    var database: String { path + "/lists.sqlite" }
  }

  /// The errors a store reported.
  final class ErrorLog: Sendable {
    private let errors = Mutex<[PageStoreError]>([])
    var all: [PageStoreError] { errors.withLock { $0 } }
    func add(_ error: PageStoreError) { errors.withLock { $0.append(error) } }
  }

  typealias Store = GRDBPageStore<Int, Photo, String>

  func stored(_ ids: Range<Int>, key: Int?, _ direction: LoadDirection, next: Int? = nil, previous: Int? = nil)
    -> StoredPage<Int, Photo>
  {
    StoredPage(key: key, direction: direction, page: Page(items: photos(ids), nextKey: next, previousKey: previous))
  }

  @Suite(.timeLimit(.minutes(10)))
  struct GRDBPageStoreTests {
    let folder: TemporaryFolder
    let log = ErrorLog()

    init() throws { folder = try TemporaryFolder() }

    func store(maxBytes: Int = 1 << 30, maxRows: Int = 1 << 30, now: @escaping @Sendable () -> Date = Date.init) throws
      -> Store
    {
      try Store(path: folder.database, maxBytes: maxBytes, maxRows: maxRows, onError: log.add, now: now)
    }

    @Test func pagesRoundTripInOrderAndAgeByTheWallClock() async throws {
      let clock = Mutex(Date(timeIntervalSince1970: 1_000))
      let store = try store(now: { clock.withLock { $0 } })
      try await store.save(stored(10..<20, key: nil, .initial, next: 20, previous: 10), of: "photos", query: "")
      try await store.save(stored(20..<30, key: 20, .append, next: 30), of: "photos", query: "")
      try await store.save(stored(0..<10, key: 10, .prepend, previous: nil), of: "photos", query: "")
      try await store.save(stored(500..<510, key: nil, .initial), of: "photos", query: "cats")
      clock.withLock { $0 += 12 }
      let list = try #require(try await store.pages(of: "photos", query: "", rowLimit: 1_000))
      #expect(list.pages.map(\.page.items) == [photos(10..<20), photos(20..<30)], "from the first page down")
      #expect(list.pages.map(\.key) == [nil, 20])
      #expect(list.pages.map(\.direction) == [.initial, .append])
      #expect(list.pages[0].page.nextKey == 20 && list.pages[0].page.previousKey == 10)
      #expect(list.age == .seconds(12))
      #expect(try await store.pages(of: "photos", query: "", rowLimit: 5)?.pages.count == 1, "stops past the limit")
      #expect(try await store.page(of: "photos", query: "", key: 10)?.items == photos(0..<10), "the page above")
      #expect(try await store.page(of: "photos", query: "", key: 20)?.items == photos(20..<30))
      #expect(try await store.page(of: "photos", query: "", key: nil)?.items == photos(10..<20))
      #expect(try await store.page(of: "photos", query: "cats", key: nil)?.items == photos(500..<510))
      #expect(try await store.pages(of: "photos", query: "dogs", rowLimit: 1_000) == nil)
      try await store.save(stored(40..<45, key: nil, .initial), of: "photos", query: "")
      #expect(
        try await store.pages(of: "photos", query: "", rowLimit: 1_000)?.pages.count == 1, "a first page replaces")
      try await store.removeAll(of: "photos")
      #expect(try await store.pages(of: "photos", query: "cats", rowLimit: 1_000) == nil)
      #expect(log.all.isEmpty)
    }

    @Test func aCountedPageKeepsItsCounts() async throws {
      let store = try store(maxRows: 100)
      let counted = StoredPage(
        key: 500, direction: .initial,
        page: Page(items: photos(500..<510), nextKey: 510, previousKey: 490, itemsBefore: 500, itemsAfter: 99_490))
      try await store.save(counted, of: "photos", query: "")
      try await store.save(stored(510..<520, key: 510, .append, next: 520), of: "photos", query: "")
      let pages = try await store.pages(of: "photos", query: "", rowLimit: 100)?.pages.map(\.page)
      #expect(pages?.first?.itemsBefore == 500 && pages?.first?.itemsAfter == 99_490)
      #expect(pages?.last?.itemsBefore == nil && pages?.last?.itemsAfter == nil, "a page that said nothing")
      #expect(log.all.isEmpty)
    }

    @Test func aFileOfTheFirstSchemaIsMigratedWithItsPages() async throws {
      let old = try Store.openAndMigrate(path: folder.database, upTo: "v1")
      try await old.write { db in
        try db.execute(sql: "INSERT INTO list (id, name, query, savedAt) VALUES (1, 'photos', '\"\"', 0)")
        let items = try JSONEncoder().encode(photos(0..<3))
        try db.execute(
          sql: "INSERT INTO page VALUES (1, 0, 'null', 0, '3', NULL, 3, 3, ?)", arguments: [items])
      }
      try old.close()
      let store = try store(maxRows: 5)
      #expect(try await store.pages(of: "photos", query: "", rowLimit: 10)?.pages.first?.page.items == photos(0..<3))
      let usage = try store.pool.read { db in try Row.fetchOne(db, sql: "SELECT byteCount, rowCount FROM list") }
      #expect(usage?[1] == 3 && (usage?[0] as Int? ?? 0) > 0, "v2 counted the old pages")
      try await store.save(stored(0..<4, key: nil, .initial), of: "other", query: "")
      #expect(try await store.pages(of: "photos", query: "", rowLimit: 10) == nil, "and evicts them by that count")
      #expect(log.all.isEmpty)
    }

    @Test func theLeastRecentlyUsedListsAreEvictedPastTheBudget() async throws {
      let tick = Mutex(0.0)
      let store = try store(
        maxRows: 25,
        now: {
          tick.withLock {
            $0 += 1
            return Date(timeIntervalSince1970: $0)
          }
        })
      for name in ["a", "b"] { try await store.save(stored(0..<10, key: nil, .initial, next: 10), of: name, query: "") }
      _ = try await store.pages(of: "a", query: "", rowLimit: 100)  // a is used: b is now the oldest
      // The read marks the list used off its path: wait for that write (a minute of real time
      // bounds the wait, a hang guard only; a count of yields is no bound on a busy machine).
      let deadline = ContinuousClock.now.advanced(by: WaitTimeout.defaultTimeout)
      while try await store.pool.read({ db in try Double.fetchOne(db, sql: "SELECT usedAt FROM list WHERE name = 'a'") }
      )
        ?? 0 < 3
      {
        guard ContinuousClock.now < deadline else {
          throw WaitTimeout(waitingFor: "a marked used", timeout: WaitTimeout.defaultTimeout)
        }
        await Task.yield()
      }
      try await store.save(stored(0..<10, key: nil, .initial, next: 10), of: "c", query: "")
      #expect(try await store.pages(of: "b", query: "", rowLimit: 100) == nil, "b was least recently used")
      #expect(try await store.pages(of: "a", query: "", rowLimit: 100) != nil)
      try await store.save(stored(10..<25, key: 10, .append, next: 25), of: "c", query: "")
      #expect(try await store.pages(of: "a", query: "", rowLimit: 100) == nil, "a went to make room for c")
      try await store.save(stored(25..<30, key: 25, .append), of: "c", query: "")
      let pages = try await store.pages(of: "c", query: "", rowLimit: 100)?.pages.map(\.page.items)
      #expect(pages == [photos(0..<10), photos(10..<25)], "a list is kept up to the budget, its first page first")
    }

    @Test func aPageThatDoesNotContinueTheListIsNotKept() async throws {
      let store = try store()
      try await store.save(stored(0..<10, key: nil, .initial, next: 10, previous: -10), of: "l", query: "")
      try await store.save(stored(20..<30, key: 20, .append, next: 30), of: "l", query: "")  // page 10 never saved
      try await store.save(stored((-30)..<(-20), key: -30, .prepend), of: "l", query: "")  // nor page -10
      #expect(try await store.pages(of: "l", query: "", rowLimit: 100)?.pages.count == 1, "no hole in the list")
      #expect(try await store.page(of: "l", query: "", key: 20) == nil)
      #expect(try await store.page(of: "l", query: "", key: -30) == nil)
      try await store.save(stored(10..<20, key: 10, .append, next: 20), of: "l", query: "")
      try await store.save(stored((-10)..<0, key: -10, .prepend, previous: nil), of: "l", query: "")
      #expect(try await store.pages(of: "l", query: "", rowLimit: 100)?.pages.count == 2)
      #expect(try await store.page(of: "l", query: "", key: -10)?.items == photos((-10)..<0))
    }

    @Test func aDamagedFileIsClearedWithATypedError() async throws {
      let first = try store()
      try await first.save(stored(0..<10, key: nil, .initial), of: "photos", query: "")
      try first.pool.close()
      try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: folder.database))
      try? FileManager.default.removeItem(atPath: folder.database + "-wal")
      let store = try store()
      guard case .corrupted(let path, let underlying) = log.all.first else {
        Issue.record("expected .corrupted, got \(log.all)")
        return
      }
      #expect(path == folder.database && (underlying as? DatabaseError)?.resultCode == .SQLITE_NOTADB)
      #expect(try await store.pages(of: "photos", query: "", rowLimit: 100) == nil)
      try await store.save(stored(0..<10, key: nil, .initial), of: "photos", query: "")
      #expect(try await store.pages(of: "photos", query: "", rowLimit: 100)?.pages.count == 1, "usable again")
    }

    @Test func anotherProgramsDatabaseIsLeftAloneWithATypedError() async throws {
      let foreign = try DatabaseQueue(path: folder.database)
      try await foreign.write { db in
        try db.execute(sql: "CREATE TABLE list (something TEXT); INSERT INTO list VALUES ('mine')")
      }
      try foreign.close()
      #expect(throws: PageStoreError.self) { _ = try store() }
      guard case .foreignFile(let path) = log.all.first else {
        Issue.record("expected .foreignFile, got \(log.all)")
        return
      }
      #expect(path == folder.database)
      let kept = try DatabaseQueue(path: folder.database)
      #expect(try await kept.read { db in try String.fetchOne(db, sql: "SELECT something FROM list") } == "mine")
      #expect(
        try await kept.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "delete",
        "not even switched to WAL")
    }

    @Test func aStoreThatCannotOpenIsReportedToOnErrorAndThrown() async throws {
      // A folder that does not exist: SQLite cannot make the file (error 14). Root ignores
      // permission bits, so a missing folder is the way to make opening fail for any user.
      let path = folder.path + "/missing/lists.sqlite"
      #expect(throws: PageStoreError.self) { _ = try Store(path: path, onError: log.add) }
      guard case .database(let underlying) = log.all.first else {
        Issue.record("expected .database reported to onError, got \(log.all)")
        return
      }
      #expect("\(underlying)".contains("14") || "\(underlying)".lowercased().contains("open"), "\(underlying)")
      #expect(log.all.count == 1, "reported once: \(log.all)")
    }

    @Test func aNewerVersionsFileIsClearedWithATypedError() async throws {
      let first = try store()
      try await first.save(stored(0..<10, key: nil, .initial), of: "photos", query: "")
      try await first.pool.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
      try first.pool.close()
      let store = try store()
      guard case .schemaMismatch(_, let underlying) = log.all.first else {
        Issue.record("expected .schemaMismatch, got \(log.all)")
        return
      }
      #expect("\(underlying)".contains("newer"))
      #expect(try await store.pages(of: "photos", query: "", rowLimit: 100) == nil, "cleared")
    }

    @Test func aListWhoseItemsNoLongerDecodeIsDeletedWithATypedError() async throws {
      let store = try store()
      try await store.save(stored(0..<10, key: nil, .initial), of: "photos", query: "")
      let changed = try GRDBPageStore<Int, Renamed, String>(path: folder.database, onError: log.add)
      await #expect(throws: PageStoreError.self) { try await changed.pages(of: "photos", query: "", rowLimit: 100) }
      guard case .undecodable(let list, let underlying) = log.all.first else {
        Issue.record("expected .undecodable, got \(log.all)")
        return
      }
      #expect(list == "photos" && underlying is DecodingError)
      #expect(try await store.pages(of: "photos", query: "", rowLimit: 100) == nil, "never half a list")
    }

    @Test func readersSeeWholePagesWhileAWriterReplacesThem() async throws {
      let store = try store()
      let first = photos(0..<2_000, title: "a")
      let second = photos(0..<2_000, title: "b")
      try await store.save(StoredPage(key: nil, direction: .initial, page: Page(items: first)), of: "l", query: "")
      let seen = try await withThrowingTaskGroup(of: Set<String>.self) { group in
        group.addTask {
          for round in 0..<40 {
            let items = round.isMultiple(of: 2) ? second : first
            try await store.save(
              StoredPage(key: nil, direction: .initial, page: Page(items: items)), of: "l", query: "")
          }
          return []
        }
        for _ in 0..<3 {
          group.addTask {
            var titles = Set<String>()
            for _ in 0..<40 {
              let items = try #require(
                try await store.pages(of: "l", query: "", rowLimit: 10_000)?.pages.first?.page.items)
              #expect(items == first || items == second, "a read saw part of a write")
              titles.insert(items.first?.title ?? "")
            }
            return titles
          }
        }
        return try await group.reduce(into: Set<String>()) { $0.formUnion($1) }
      }
      #expect(!seen.isEmpty)
    }
  }

  /// `Photo` after an app renamed a field.
  struct Renamed: Identifiable, Codable, Sendable {
    var id: Int
    var caption: String
  }
#endif
