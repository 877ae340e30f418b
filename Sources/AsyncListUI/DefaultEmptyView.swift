#if canImport(SwiftUI)
  import AsyncListStrings
  public import SwiftUI

  /// The default empty view, as a `ContentUnavailableView`.
  public struct DefaultEmptyView: View {
    /// Creates the view.
    public init() {}

    /// "Nothing here".
    public var body: some View {
      ContentUnavailableView(ListStrings.nothingHere, systemImage: "tray")
    }
  }
#endif
