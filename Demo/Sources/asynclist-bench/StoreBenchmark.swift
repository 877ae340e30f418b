import AsyncList
import AsyncListGRDB
import AsyncListTesting
import Foundation

/// The page store through the public API: time from `model.start()` to the first row shown from
/// a warm store, the cost of writing a page, and the file's size per 1,000 rows. Baselines in
/// the same run: the in-memory store, and a source that answers at once (no store).
enum StoreBenchmark {
  struct Result: Codable {
    let storedRows: Int
    /// Start to first row, microseconds, over `runs` starts.
    let firstRowMicroseconds: Figures
    let firstRowInMemoryMicroseconds: Figures
    let firstRowNoStoreMicroseconds: Figures
    /// Appending one 30-row page, microseconds per page.
    let writeMicrosecondsPerPage: Double
    let writeInMemoryMicrosecondsPerPage: Double
    /// The database file (checkpointed) per 1,000 rows, and the rows' JSON alone.
    let fileBytesPer1000Rows: Int
    let jsonBytesPer1000Rows: Int
  }

  struct Figures: Codable {
    let min: Double
    let median: Double
  }

  struct Photo: Identifiable, Codable, Sendable {
    let id: Int
    let author: String
    let width: Int
    let height: Int
    let url: String
  }

  /// A source that never answers: the first row can only come from the store.
  struct SilentSource: PageSource {
    func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Photo> {
      try await Task.sleep(for: .seconds(3_600))
      throw CancellationError()
    }
  }

  static let pageSize = 30
  static let runs = 15

  static func photos(_ range: Range<Int>) -> [Photo] {
    range.map { Photo(id: $0, author: "Author \($0 % 97)", width: 5_000, height: 3_333, url: "/id/\($0)/5000/3333") }
  }

  @MainActor
  static func run(sizes: [Int]) async throws -> [Result] {
    var results: [Result] = []
    for size in sizes { results.append(try await measure(rows: size)) }
    return results
  }

  @MainActor
  static func measure(rows: Int) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asynclist-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let grdb = try GRDBPageStore<Int, Photo, String>(path: folder.path + "/lists.sqlite", maxBytes: 1 << 40)
    let memory = InMemoryPageStore<Int, Photo, String>()
    let write = try await fill(grdb, rows: rows)
    let writeInMemory = try await fill(memory, rows: rows)
    try grdb.checkpoint()
    let json = try JSONEncoder().encode(photos(0..<1_000)).count
    return Result(
      storedRows: rows,
      firstRowMicroseconds: try await firstRow { ListCache(store: grdb, list: "photos") },
      firstRowInMemoryMicroseconds: try await firstRow { ListCache(store: memory, list: "photos") },
      firstRowNoStoreMicroseconds: try await firstRowWithoutStore(),
      writeMicrosecondsPerPage: write, writeInMemoryMicrosecondsPerPage: writeInMemory,
      fileBytesPer1000Rows: grdb.fileSize * 1_000 / rows, jsonBytesPer1000Rows: json)
  }

  /// Writes `rows` rows as a first page and pages below it, as a list would.
  /// - Returns: Microseconds per page.
  static func fill(_ store: some PageStore<Int, Photo, String>, rows: Int) async throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var pages = 0
    for offset in stride(from: 0, to: rows, by: pageSize) {
      let next = offset + pageSize < rows ? offset + pageSize : nil
      let page = Page(items: photos(offset..<min(rows, offset + pageSize)), nextKey: next)
      let stored = StoredPage(key: offset == 0 ? nil : offset, direction: offset == 0 ? .initial : .append, page: page)
      try await store.save(stored, of: "photos", query: "")
      pages += 1
    }
    return (clock.now - start) / .microseconds(1) / Double(pages)
  }

  @MainActor
  static func firstRow(_ cache: () -> ListCache<Int, Photo, String>) async throws -> Figures {
    var times: [Double] = []
    for _ in 0..<runs {
      let model = AsyncListModel(source: SilentSource(), cache: cache())
      times.append(await timeToFirstRow(model))
      model.stop()
    }
    return figures(times)
  }

  @MainActor
  static func firstRowWithoutStore() async throws -> Figures {
    var times: [Double] = []
    for _ in 0..<runs {
      let model = AsyncListModel(source: ArrayPageSource(items: photos(0..<1_000)))
      times.append(await timeToFirstRow(model))
      model.stop()
    }
    return figures(times)
  }

  /// Microseconds from `start()` to the first snapshot with rows.
  @MainActor
  static func timeToFirstRow<Source: PageSource>(_ model: AsyncListModel<Source>) async -> Double {
    let updates = model.updates()
    let clock = ContinuousClock()
    let start = clock.now
    model.start()
    for await snapshot in updates where snapshot.presentation.rowCount > 0 { break }
    return (clock.now - start) / .microseconds(1)
  }

  static func figures(_ times: [Double]) -> Figures {
    let sorted = times.sorted()
    return Figures(min: sorted.first ?? 0, median: sorted[sorted.count / 2])
  }
}
