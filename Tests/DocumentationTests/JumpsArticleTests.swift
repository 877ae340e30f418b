// The example of AsyncList.docc/CountedPlaceholdersAndJumps.md, compiled and run;
// .ci/check-readme-snippet checks that the two copies match.

// DocC:jumps-begin
import AsyncList
import Testing

struct Transaction: Identifiable, Sendable {
  let id: Int
}

/// 100,000 transactions behind an offset API that also returns the total.
struct TransactionSource: PageSource {
  let total = 100_000

  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, Transaction> {
    let size = request.loadSize
    let start = request.direction == .prepend ? max(0, (request.key ?? 0) - size) : request.key ?? 0
    let end = min(total, request.direction == .prepend ? request.key ?? 0 : start + size)
    return Page(
      items: (start..<end).map(Transaction.init(id:)),
      nextKey: end < total ? end : nil,
      previousKey: start > 0 ? start : nil,
      // Counted: every position shows from the first page.
      itemsBefore: start, itemsAfter: total - end)
  }

  // Jumps: the page that starts at a position.
  func key(forPosition position: Int, query: NoQuery) -> Int? { position }
}

@MainActor
@Test(.timeLimit(.minutes(10))) func aScrollBarDragToRow50000LoadsOnePageThere() async throws {
  let model = AsyncListModel(
    source: TransactionSource(), configuration: PagingConfiguration(pageSize: 30, initialLoadSize: 90))
  model.start()
  for await _ in model.updates() where !model.rows.isEmpty { break }
  #expect(model.rows.totalCount == 100_000)  // 90 rows and 99,910 counted placeholders

  // The user drags the scroll bar to row 50,000: the view reports what it shows.
  model.visibleRowsChanged(to: 50_000..<50_012)
  for await _ in model.updates() where model.rows.item(at: 50_000) != nil { break }
  #expect(model.rows.item(at: 50_000)?.id == 50_000)
  #expect(model.metrics.jumps == 1)
  #expect(model.metrics.pagesLoaded == 2)  // the first page and the one under the user
}
// DocC:jumps-end

// DocC:refresh-begin
/// The same API, refreshed where the user is: the page around the anchor position.
struct RefreshingTransactionSource: PageSource {
  let transactions = TransactionSource()

  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, Transaction> {
    try await transactions.loadPage(request)
  }

  func key(forPosition position: Int, query: NoQuery) -> Int? { position }

  // The anchor position may be a placeholder; clamp it to the list's count.
  func refreshKey(in state: RefreshState<Int, Transaction>) -> Int? {
    guard let anchor = state.anchorPosition, let total = state.totalCount else { return nil }
    return max(0, min(anchor, total - 1) - 15)
  }
}

@MainActor
@Test(.timeLimit(.minutes(10))) func aRefreshAtRow50000ReloadsThere() async throws {
  let model = AsyncListModel(
    source: RefreshingTransactionSource(), configuration: PagingConfiguration(pageSize: 30, initialLoadSize: 90))
  model.start()
  for await _ in model.updates() where !model.rows.isEmpty { break }
  model.visibleRowsChanged(to: 50_000..<50_012)
  for await _ in model.updates() where model.rows.item(at: 50_000) != nil { break }

  await model.refresh()  // pull-to-refresh
  #expect(model.rows.item(at: 50_000)?.id == 50_000)  // reloaded in place
  #expect(model.rows.item(at: 0) == nil)  // not from the top
}
// DocC:refresh-end
