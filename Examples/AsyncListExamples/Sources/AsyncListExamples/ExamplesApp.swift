#if canImport(SwiftUI)
  import ExampleDemos
  import SwiftUI

  /// The three demos over the demo server (`swift run --package-path Demo asynclist-server`) or
  /// the public services, on macOS: `swift run AsyncListExamples`. On iOS, open
  /// `AsyncListApp.swiftpm`, which shows the same view.
  @main
  struct ExamplesApp: App {
    var body: some Scene {
      WindowGroup {
        ExamplesRoot()
      }
    }
  }
#endif
