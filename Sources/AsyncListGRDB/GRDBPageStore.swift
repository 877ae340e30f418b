#if GRDB
  public import AsyncList
  public import Foundation
  internal import GRDB

  /// A `PageStore` in an SQLite file, on GRDB: lists survive relaunch.
  ///
  /// - **Real database**: WAL mode (readers never wait for a writer), schema migrations, one
  ///   transaction per page, a 5 s busy timeout.
  /// - **Bounded**: past `maxBytes` of items or `maxRows` rows, the least recently used lists are
  ///   evicted (never the list being written).
  /// - **Never a crash, never half a page**: a file that is not a database, is damaged, or is
  ///   this store's with a schema this version does not know is deleted and made again (another
  ///   program's database is never touched: the store marks its files with an application id);
  ///   a list whose items no longer decode is deleted; appended pages must continue the chain
  ///   of keys, so a page that failed to save leaves no hole. Each case is reported to `onError` as a ``PageStoreError`` and
  ///   thrown to the model, which loads from the source instead.
  ///
  /// Items, keys and queries are stored as JSON through `Codable`; a query must encode the same
  /// way every time (a `Set` inside it does not: its order changes from one launch to the next).
  /// Two stores may share a file (one per item type); the budget is then the smaller of theirs
  /// over both.
  ///
  /// ```swift
  /// let store = try GRDBPageStore<Int, Photo, String>(path: cachesFolder + "/lists.sqlite")
  /// let model = AsyncListModel(source: PhotosSource(), cache: ListCache(store: store, list: "photos"))
  /// ```
  public final class GRDBPageStore<
    Key: Hashable & Sendable & Codable,
    Item: Identifiable & Sendable & Codable,
    Query: Equatable & Sendable & Codable
  >: PageStore, Sendable where Item.ID: Sendable {
    /// The database file.
    public let path: String
    /// The most bytes of stored items before least recently used lists are evicted.
    public let maxBytes: Int
    /// The most stored rows before least recently used lists are evicted.
    public let maxRows: Int
    let pool: DatabasePool
    let now: @Sendable () -> Date
    let report: @Sendable (PageStoreError) -> Void

    /// Opens (or makes) a store. A file that is damaged, is not a database, or has another
    /// schema is deleted and made again, and the error reported to `onError`.
    ///
    /// - Parameters:
    ///   - path: The database file; its folder must exist.
    ///   - maxBytes: The most bytes of items kept. Defaults to 32 MiB.
    ///   - maxRows: The most rows kept. Defaults to 200,000.
    ///   - onError: Told of every error the store recovers from or throws; log it here.
    ///   - now: The wall clock that ages the pages; tests pass their own.
    /// - Throws: ``PageStoreError/foreignFile(path:)`` for another program's database (left as
    ///   it is); ``PageStoreError/database(underlying:)`` when the file cannot be made at all
    ///   (missing folder, no permission).
    public init(
      path: String,
      maxBytes: Int = 32 << 20,
      maxRows: Int = 200_000,
      onError: @escaping @Sendable (PageStoreError) -> Void = { _ in },
      now: @escaping @Sendable () -> Date = Date.init
    ) throws {
      self.path = path
      self.maxBytes = max(0, maxBytes)
      self.maxRows = max(0, maxRows)
      self.now = now
      self.report = onError
      self.pool = try Self.openRecovering(path: path, report: onError)
    }

    /// Opens the file; if it is unusable, reports why, deletes it and opens a new one.
    static func openRecovering(path: String, report: (PageStoreError) -> Void) throws -> DatabasePool {
      do {
        return try openAndMigrate(path: path)
      } catch is ForeignFile {
        let error = PageStoreError.foreignFile(path: path)
        report(error)
        throw error
      } catch let error as SchemaMismatch {
        report(.schemaMismatch(path: path, underlying: error))
      } catch let error as DatabaseError where error.resultCode.isUnusableFile {
        report(.corrupted(path: path, underlying: error))
      } catch {
        throw reported(.database(underlying: error), to: report)
      }
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      do { return try openAndMigrate(path: path) } catch { throw reported(.database(underlying: error), to: report) }
    }

    /// Tells `onError` of an error before it is thrown: the handler hears every case.
    private static func reported(_ error: PageStoreError, to report: (PageStoreError) -> Void) -> PageStoreError {
      report(error)
      return error
    }

    /// The size of the database file and its write-ahead log, in bytes.
    public var fileSize: Int {
      ["", "-wal"].reduce(0) { total, suffix in
        let size = (try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size] as? Int) ?? nil
        return total + (size ?? 0)
      }
    }

    /// Writes the log into the main file, so ``fileSize`` measures the data.
    public func checkpoint() throws {
      do { _ = try pool.writeWithoutTransaction { try $0.checkpoint(.truncate) } } catch {
        throw reported(.database(underlying: error))
      }
    }
  }

  extension ResultCode {
    /// The file is not a database, or is damaged.
    var isUnusableFile: Bool {
      self == .SQLITE_NOTADB || self == .SQLITE_CORRUPT
    }
  }
#endif
