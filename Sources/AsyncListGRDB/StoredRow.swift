#if GRDB
  internal import Foundation

  /// A page as a row of the `page` table, before its JSON is decoded.
  struct StoredRow: Sendable {
    var key: String
    var direction: Int
    var nextKey: String?
    var previousKey: String?
    var loadSize: Int
    var itemCount: Int
    var items: Data
    var itemsBefore: Int?
    var itemsAfter: Int?
  }
#endif
