#if canImport(SwiftUI)
  import ExampleDemos
  import SwiftUI

  /// The iOS app: the amounts, pictures and songs demos, and a Settings tab for their server.
  @main
  struct AsyncListApp: App {
    var body: some Scene {
      WindowGroup {
        ExamplesRoot()
      }
    }
  }
#endif
