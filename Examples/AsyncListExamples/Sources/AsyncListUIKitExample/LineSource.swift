#if canImport(UIKit)
  import AsyncList

  /// Pages of numbered lines, made on the device after a short wait, as a server would send them.
  struct LineSource: PageSource {
    /// The number of lines.
    let count = 10_000

    func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, Line> {
      try await Task.sleep(for: .milliseconds(300))
      let start = min(request.key ?? 0, count)
      let end = min(start + max(1, request.loadSize), count)
      return Page(items: (start..<end).map(Line.init(id:)), nextKey: end < count ? end : nil)
    }
  }
#endif
