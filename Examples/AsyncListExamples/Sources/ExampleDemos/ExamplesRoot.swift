#if canImport(SwiftUI)
  import Foundation
  import Observation
  public import SwiftUI

  /// The three demos in tabs, and a Settings tab that picks their server: the demo server
  /// (`swift run --package-path Demo asynclist-server`) or the public Picsum and iTunes services.
  /// The macOS example and the iOS app package both show it.
  public struct ExamplesRoot: View {
    @State private var settings = ServerSettings()

    /// Creates the demos, loading from the demo server at `http://127.0.0.1:8080` until the
    /// Settings tab says otherwise.
    public init() {}

    /// The tabs.
    public var body: some View {
      TabView {
        // A new server or source means new models: each demo is keyed by the applied choice,
        // so applying one rebuilds the demos. The Settings tab is not keyed, and this body
        // reads only the applied choice: typing in the draft rebuilds nothing, so the text
        // field keeps its focus.
        let servers = settings.applied
        AmountsDemo(server: servers.demoServer)
          .id(servers)
          .tabItem { Label("Amounts", systemImage: "chart.bar") }
        PicturesDemo(baseURL: servers.picturesURL, server: servers.demoServer)
          .id(servers)
          .tabItem { Label("Pictures", systemImage: "photo") }
        SongsDemo(baseURL: servers.songsURL)
          .id(servers)
          .tabItem { Label("Songs", systemImage: "music.note") }
        SettingsForm(settings: settings)
          .tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  /// The Settings tab: edits a draft, which return in the text field or Apply makes what the
  /// demos use.
  struct SettingsForm: View {
    @Bindable var settings: ServerSettings

    var body: some View {
      Form {
        TextField("Demo server", text: $settings.draftServerText)
          .onSubmit { settings.apply() }
        Toggle("Use the public Picsum and iTunes services", isOn: $settings.draftUsesPublicServices)
        Button("Apply") { settings.apply() }
          .disabled(!settings.hasUnappliedChanges)
      }
    }
  }

  /// Where the demos load from: what the Settings tab edits (the draft) and what the demos use
  /// (`applied`), which changes only when the user applies the draft.
  @MainActor
  @Observable
  final class ServerSettings {
    var draftServerText = ServerChoice.defaultServer.absoluteString
    var draftUsesPublicServices = false
    private(set) var applied = ServerChoice(demoServer: ServerChoice.defaultServer, usesPublicServices: false)

    /// Whether the draft differs from what the demos use.
    var hasUnappliedChanges: Bool { draft != applied }

    /// Makes the draft what the demos use; a text that is not a URL falls back to the default.
    func apply() {
      applied = draft
    }

    private var draft: ServerChoice {
      let server = URL(string: draftServerText.trimmingCharacters(in: .whitespaces)) ?? ServerChoice.defaultServer
      return ServerChoice(demoServer: server, usesPublicServices: draftUsesPublicServices)
    }
  }

  /// The servers the demos load from.
  struct ServerChoice: Hashable, Sendable {
    static let defaultServer = URL(string: "http://127.0.0.1:8080")!

    let demoServer: URL
    let usesPublicServices: Bool

    var picturesURL: URL { usesPublicServices ? URL(string: "https://picsum.photos")! : demoServer }
    var songsURL: URL { usesPublicServices ? URL(string: "https://itunes.apple.com")! : demoServer }
  }
#endif
