#if canImport(SwiftUI)
  import AsyncList
  import AsyncListHTTP
  import AsyncListUI
  import DemoServices
  import Foundation
  import SwiftUI

  /// The songs list: iTunes search, debounced as you type, the first page revealed row by row.
  struct SongsDemo: View {
    @State private var model: AsyncListModel<ITunesSearchSource>

    init(baseURL: URL) {
      _model = State(
        initialValue: AsyncListModel(
          source: ITunesSearchSource(baseURL: baseURL, limit: 50),
          query: "love",
          configuration: PagingConfiguration(pageSize: 50, staggeredReveal: .milliseconds(10))
        )
      )
    }

    var body: some View {
      NavigationStack {
        AsyncListView(model) { song in
          VStack(alignment: .leading) {
            Text("\(song.trackName) — \(song.artistName)").font(.headline)
            Text(song.collectionName ?? "").font(.caption).foregroundStyle(.secondary)
          }
        }
        .emptyView { Text("No songs match “\(model.query)”").foregroundStyle(.secondary) }
        .listStyle(.plain)
        .asyncListSearchable(model, prompt: "Songs, artists, albums")
        .navigationTitle("Songs")
      }
    }
  }
#endif
