#if GRDB
  /// What went wrong in a ``GRDBPageStore``. The store never shows half of anything: a damaged
  /// file or list is cleared, the error is reported to the store's `onError` handler, and the
  /// list loads from its source.
  public enum PageStoreError: Error, CustomStringConvertible {
    /// The file was not a database, or was damaged, when the store opened it: it was deleted and
    /// made again, empty.
    case corrupted(path: String, underlying: any Error)
    /// The file was found damaged while the store had it open: operations fail (and the list
    /// loads from its source) until the store is opened again, which clears it.
    case damaged(path: String, underlying: any Error)
    /// The file is another program's database (it has tables and not this store's application
    /// id): the store does not touch it.
    case foreignFile(path: String)
    /// The file is this store's, with a schema this version does not know (a newer version's
    /// migrations, or tables it cannot migrate): it was deleted and made again, empty.
    case schemaMismatch(path: String, underlying: any Error)
    /// A list's stored items or keys no longer decode (the app changed its types): the list's
    /// pages were deleted.
    case undecodable(list: String, underlying: any Error)
    /// A page could not be encoded; it was not saved.
    case unencodable(underlying: any Error)
    /// The database failed otherwise (disk full, busy past its timeout, file not writable).
    case database(underlying: any Error)

    /// The error this one wraps.
    public var underlying: any Error {
      switch self {
      case .corrupted(_, let error), .damaged(_, let error), .schemaMismatch(_, let error), .undecodable(_, let error),
        .unencodable(let error), .database(let error):
        error
      case .foreignFile(let path): SchemaMismatch(description: "\(path) is another program's database")
      }
    }

    /// A one-line account: what happened, what the store did, and the cause.
    public var description: String {
      switch self {
      case .corrupted(let path, let error): "page store \(path) was damaged and has been cleared: \(error)"
      case .damaged(let path, let error):
        "page store \(path) is damaged; lists load from their sources until it is opened again, which clears it: \(error)"
      case .foreignFile(let path): "\(path) is another program's database; the page store leaves it alone"
      case .schemaMismatch(let path, let error): "page store \(path) had another schema and has been cleared: \(error)"
      case .undecodable(let list, let error): "stored pages of list \(list) no longer decode and were cleared: \(error)"
      case .unencodable(let error): "a page could not be encoded and was not stored: \(error)"
      case .database(let error): "page store failed: \(error)"
      }
    }
  }
#endif
