import AsyncList
import AsyncListHTTP
import DemoServices
import Foundation

/// Seed 000's lines, paged by the demo server (`/lines`), each request counted.
struct ServerLineSource: PageSource {
  let baseURL: URL
  let fetcher: HTTPFetcher
  let tally: CompareTally

  struct Body: Decodable {
    let ids: [Int]
    let next: Int?
  }

  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, NumberedLine> {
    await tally.pageRequested()
    let query = [("start", "\(request.key ?? 0)"), ("count", "\(request.loadSize)")]
    let body = try await fetcher.decode(Body.self, from: HTTPFetcher.url(baseURL, path: "/lines", query: query)).0
    return Page(items: body.ids.map(NumberedLine.init(id:)), nextKey: body.next)
  }
}

/// The amounts, each load counted and, when it ends, checked for waste.
struct TalliedAmountSource: DetailSource {
  let base: AmountSource
  let tally: CompareTally

  func loadDetail(for line: NumberedLine) async throws -> Double {
    let ticket = await tally.detailRequested(for: line.id)
    do {
      let amount = try await base.loadDetail(for: line)
      await tally.detailEnded(ticket)
      return amount
    } catch {
      await tally.detailEnded(ticket, cancelled: error is CancellationError || Task.isCancelled)
      throw error
    }
  }
}
