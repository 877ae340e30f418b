#if !GRDB
  /// The SQLite page store needs the package's `GRDB` trait, which is off by default so that an
  /// app without it never fetches GRDB. Without the trait, this stand-in only says how to turn it
  /// on: `.package(url: "https://github.com/asynclist/AsyncList", branch: "main", traits: ["GRDB"])`.
  @available(
    *, unavailable,
    message:
      "GRDBPageStore needs the package's GRDB trait: in Package.swift, .package(url: \"https://github.com/asynclist/AsyncList\", branch: \"main\", traits: [\"GRDB\"])"
  )
  public final class GRDBPageStore<Key, Item, Query> {
    /// Unavailable without the `GRDB` trait: the store's initializer, with the message that
    /// says how to enable it.
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - maxBytes: The most bytes of items kept.
    ///   - maxRows: The most rows kept.
    @available(
      *, unavailable,
      message:
        "GRDBPageStore needs the package's GRDB trait: in Package.swift, .package(url: \"https://github.com/asynclist/AsyncList\", branch: \"main\", traits: [\"GRDB\"])"
    )
    public init(path: String, maxBytes: Int = 0, maxRows: Int = 0) {}
  }
#endif
