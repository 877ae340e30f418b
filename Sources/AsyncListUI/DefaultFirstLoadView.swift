#if canImport(SwiftUI)
  import AsyncListStrings
  public import SwiftUI

  /// The default first-load view: a spinner.
  public struct DefaultFirstLoadView: View {
    /// Creates the view.
    public init() {}

    /// The spinner.
    public var body: some View {
      ProgressView().accessibilityLabel(ListStrings.loading).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
#endif
