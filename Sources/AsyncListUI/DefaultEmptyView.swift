#if canImport(SwiftUI)
  public import SwiftUI

  /// The default empty view, as a `ContentUnavailableView`.
  public struct DefaultEmptyView: View {
    /// Creates the view.
    public init() {}

    /// "Nothing here".
    public var body: some View {
      ContentUnavailableView("Nothing here", systemImage: "tray")
    }
  }
#endif
