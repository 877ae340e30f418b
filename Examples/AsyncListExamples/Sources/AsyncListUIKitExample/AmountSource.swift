#if canImport(UIKit)
  import AsyncList

  /// A line's amount, in 0...1: the list's second level, slow and local (the same line always has
  /// the same amount). One line in 25 fails, to show a row's own failure.
  struct AmountSource: DetailSource {
    struct Unavailable: Error {}

    func loadDetail(for item: Line) async throws -> Double {
      try await Task.sleep(for: .milliseconds(400 + 60 * (item.id % 10)))
      if item.id % 25 == 24 { throw Unavailable() }
      return Double((item.id * 37) % 100) / 100
    }
  }
#endif
