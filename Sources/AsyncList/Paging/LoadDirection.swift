/// Where a loaded page goes in the list.
public enum LoadDirection: Sendable, Hashable, CaseIterable {
  /// The first page of a generation (first load, reset, refresh or a new query).
  case initial
  /// A page after the last row.
  case append
  /// A page before the first row (lists that also grow upwards).
  case prepend
}
