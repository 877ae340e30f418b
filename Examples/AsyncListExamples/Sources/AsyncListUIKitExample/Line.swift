#if canImport(UIKit)
  /// A row of the list: "Line N", whose amount comes later.
  struct Line: Identifiable, Sendable, CustomStringConvertible {
    /// The line number, from 0.
    let id: Int

    /// "Line N".
    var description: String { "Line \(id)" }
  }
#endif
