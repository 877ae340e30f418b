#if !GRDB
  public import Foundation

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
    ///   - onError: Told of each error the store recovers from (a `PageStoreError` with the
    ///     trait).
    ///   - now: The clock of the entries' ages.
    /// - Throws: Never: it cannot be called without the trait.
    @available(
      *, unavailable,
      message:
        "GRDBPageStore needs the package's GRDB trait: in Package.swift, .package(url: \"https://github.com/asynclist/AsyncList\", branch: \"main\", traits: [\"GRDB\"])"
    )
    public init(
      path: String,
      maxBytes: Int = 0,
      maxRows: Int = 0,
      onError: @escaping @Sendable (any Error) -> Void = { _ in },
      now: @escaping @Sendable () -> Date = Date.init
    ) throws {}
  }
#endif
