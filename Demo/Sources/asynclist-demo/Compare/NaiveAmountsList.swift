import AsyncList
import AsyncListHTTP
import DemoServices

/// Seed 000's list as the seed writes it: when the last row appears and no page is loading,
/// load the next page; when a page lands, load every new row's amount at once, and never
/// cancel anything. One flag says a page is loading.
@MainActor
final class NaiveAmountsList {
  private(set) var lines: [NumberedLine] = []
  private(set) var amounts: [Int: Double] = [:]
  private(set) var isLoading = false
  private(set) var failure: (any Error)?
  private var next: Int? = 0
  private var generation = 0
  private let pages: ServerLineSource
  private let details: TalliedAmountSource
  let pageSize: Int

  init(pages: ServerLineSource, details: TalliedAmountSource, pageSize: Int) {
    self.pages = pages
    self.details = details
    self.pageSize = pageSize
  }

  var hasMore: Bool { next != nil }

  func start() { if lines.isEmpty && !isLoading { loadPage() } }

  /// The seed's trigger: the last row appeared.
  func rowAppeared(at index: Int) {
    if index == lines.count - 1 && !isLoading && next != nil { loadPage() }
  }

  func retry() {
    failure = nil
    if !isLoading { loadPage() }
  }

  func reset() {
    generation += 1  // the seed has no way to cancel: old answers are dropped when they land
    lines = []
    amounts = [:]
    next = 0
    isLoading = false
    failure = nil
    loadPage()
  }

  private func loadPage() {
    guard let start = next else { return }
    isLoading = true
    let (pages, details, size, generation) = (pages, details, pageSize, generation)
    Task { @MainActor in
      do {
        let page = try await pages.loadPage(PageRequest(key: start, loadSize: size, direction: .append, query: ""))
        guard generation == self.generation else { return }
        lines += page.items
        next = page.nextKey
        isLoading = false
        for line in page.items {
          Task { @MainActor in
            if let amount = try? await details.loadDetail(for: line), generation == self.generation {
              amounts[line.id] = amount
            }
          }
        }
      } catch {
        guard generation == self.generation else { return }
        isLoading = false
        failure = error
      }
    }
  }
}
