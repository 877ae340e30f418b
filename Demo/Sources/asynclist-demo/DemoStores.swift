import AsyncList
import AsyncListGRDB
import AsyncListHTTP
import DemoServices
import Foundation

/// The demo's lists on disk: one database file, a store per list type. A file that cannot be
/// made leaves the demo without a cache and says why on standard error.
struct DemoStores {
  let pictures: ListCache<Int, PicsumPicture, String>
  let songs: ListCache<Int, ITunesTrack, String>

  /// `$XDG_CACHE_HOME/asynclist/demo.sqlite`, else `~/.cache/asynclist/demo.sqlite`.
  static var defaultPath: String {
    let environment = ProcessInfo.processInfo.environment
    let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() + "/.cache"
    return base + "/asynclist/demo.sqlite"
  }

  init?(path: String) {
    let log: @Sendable (PageStoreError) -> Void = { error in
      FileHandle.standardError.write(Data("asynclist-demo: \(error)\n".utf8))
    }
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      pictures = ListCache(
        store: try GRDBPageStore<Int, PicsumPicture, String>(path: path, maxBytes: 8 << 20, onError: log),
        list: "pictures")
      songs = ListCache(
        store: try GRDBPageStore<Int, ITunesTrack, String>(path: path, maxBytes: 8 << 20, onError: log),
        list: "songs")
    } catch {
      FileHandle.standardError.write(Data("asynclist-demo: no cache at \(path): \(error)\n".utf8))
      return nil
    }
  }
}
