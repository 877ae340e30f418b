#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// The three seed demos over the demo server (`swift run asynclist-server`) or the public
  /// services.
  @main
  struct ExamplesApp: App {
    @State private var settings = ServerSettings()

    var body: some Scene {
      WindowGroup {
        TabView {
          AmountsDemo(server: settings.demoServer)
            .tabItem { Label("Amounts", systemImage: "chart.bar") }
          PicturesDemo(baseURL: settings.picturesURL, server: settings.demoServer)
            .tabItem { Label("Pictures", systemImage: "photo") }
          SongsDemo(baseURL: settings.songsURL)
            .tabItem { Label("Songs", systemImage: "music.note") }
          Form {
            TextField("Demo server", text: $settings.demoServerText)
            Toggle("Use the public Picsum and iTunes services", isOn: $settings.usePublicServices)
          }
          .tabItem { Label("Settings", systemImage: "gear") }
        }
        // A new server or source means new models: rebuild the tabs.
        .id(settings.identity)
      }
    }
  }

  /// Where the demos load from.
  @Observable
  final class ServerSettings {
    var demoServerText = "http://127.0.0.1:8080"
    var usePublicServices = false

    var demoServer: URL { URL(string: demoServerText) ?? URL(string: "http://127.0.0.1:8080")! }
    var picturesURL: URL { usePublicServices ? URL(string: "https://picsum.photos")! : demoServer }
    var songsURL: URL { usePublicServices ? URL(string: "https://itunes.apple.com")! : demoServer }
    var identity: String { "\(demoServerText)|\(usePublicServices)" }
  }
#endif
