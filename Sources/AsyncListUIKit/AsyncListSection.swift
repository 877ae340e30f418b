#if canImport(UIKit)
  /// The sections of an ``AsyncListCollectionAdapter``'s collection view, always all three and in
  /// this order, so a layout can give each its own look
  /// (``AsyncListCollectionAdapter/section(at:)`` names a section index).
  public enum AsyncListSection: Hashable, Sendable {
    /// Above the rows: a failed pull-to-refresh's banner, then the header edge (loading or failed
    /// while the list grows upwards).
    case header
    /// The rows, one item per position: placeholders of pages the memory cap dropped included, so
    /// an item's index is the row's position in ``AsyncList/Rows``.
    case rows
    /// Below the rows: the footer edge (loading, failed or the end of the list).
    case footer
  }
#endif
