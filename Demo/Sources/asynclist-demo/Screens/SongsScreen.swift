import AsyncList
import AsyncListHTTP
import DemoServices
import Foundation
import TerminalUI

/// Seed 004: an iTunes search with a debounced reload as you type; the first page of results
/// is revealed row by row.
@MainActor
final class SongsScreen: SearchableListScreen<ITunesSearchSource> {
  init(baseURL: URL, fetcher: HTTPFetcher, maxLoadedRows: Int?, cache: ListCache<Int, ITunesTrack, String>?) {
    let model = AsyncListModel(
      source: ITunesSearchSource(baseURL: baseURL, limit: 200, fetcher: fetcher),
      query: "love",
      cache: cache,
      configuration: PagingConfiguration(
        pageSize: 50, staggeredReveal: .milliseconds(10), maxLoadedRows: maxLoadedRows, maxLoadSize: 200)
    )
    super.init(name: "songs", model: model)
  }

  override func line(at index: Int, width: Int, now: ContinuousClock.Instant) -> Line {
    if let limit = model.presentation.revealLimit, index >= limit { return Line() }
    guard let song = model.rows.item(at: index) else { return Self.placeholderLine }
    var line = Line([Span(song.trackName, Style(bold: true)), Span(" — \(song.artistName)")])
    if let album = song.collectionName { line.append(", \(album)", Style(dim: true)) }
    return line
  }
}
