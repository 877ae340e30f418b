// What the must-not-compile files of .ci/swiftui-wrong share (.ci/check-swiftui compiles each with
// this file): a list of lines with one detail level, a `Double` amount per line.
import AsyncList

struct WrongLine: Identifiable, Sendable { let id: Int }

struct WrongLines: PageSource {
  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, WrongLine> {
    Page(items: [], nextKey: nil)
  }
}

struct WrongAmounts: DetailSource {
  func loadDetail(for line: WrongLine) async throws -> Double { 1 }
}
