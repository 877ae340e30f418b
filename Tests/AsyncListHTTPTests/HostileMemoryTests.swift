import AsyncList
import AsyncListHTTP
import Foundation
import Testing

extension LoopbackServerTests {
  /// A server gone wrong cannot take the process's memory: loads whose bodies pass the cap end
  /// with the typed error, and the bytes the process holds meanwhile stay bounded by the
  /// transport's limits, not by what the server sends.
  ///
  /// The memory figures are the whole process's, so they mean something only when nothing else
  /// runs in it: with `ASYNCLIST_MEMORY_TESTS=1` (CI runs this suite alone that way) the test
  /// also asserts them; in the full suite it checks the errors and prints the figures.
  @Suite(.serialized, .timeLimit(.minutes(10)))
  struct HostileMemoryTests {
    static let measures = ProcessInfo.processInfo.environment["ASYNCLIST_MEMORY_TESTS"] == "1"
    static let announced = 50 << 20
    static let cap = 8 << 20

    struct Row: Identifiable, Sendable { let id: Int }

    /// Runs `count` detail loads at once and checks each ends with the oversize error.
    func loadAtOnce(_ count: Int, from: Int, source: HTTPDetailSource<Row, Data>) async {
      await withTaskGroup(of: (any Error)?.self) { group in
        for id in from..<(from + count) {
          group.addTask {
            do {
              _ = try await source.loadDetail(for: Row(id: id))
              return nil
            } catch { return error }
          }
        }
        for await error in group {
          guard case .oversizeBody(let limit, _)? = error as? HTTPSourceError else {
            Issue.record("expected oversizeBody, got \(String(describing: error))")
            continue
          }
          #expect(limit == Self.cap)
        }
      }
    }

    /// Resident bytes before, at the peak and after a run of detail loads against a server that
    /// gives every load `reply` (and a small body to the warm-up request).
    struct Figures {
      var before = 0
      var peak = 0
      var after = 0

      /// Checks the peak and what stays after trimming, when the figures are the test's own.
      func check() {
        guard HostileMemoryTests.measures else { return }
        #expect(after - before < 64 << 20, "resident growth \(ProcessMemory.mebibytes(after - before))")
        #expect(peak - before < 64 << 20, "peak above the baseline \(ProcessMemory.mebibytes(peak - before))")
      }
    }

    /// Runs `body` with a detail source over a hostile server, measuring the process around it.
    func measure(_ reply: Reply, _ body: (HTTPDetailSource<Row, Data>) async -> Void) async throws -> Figures {
      let server = try HostileServer { path in path.hasSuffix("/warm") ? .respond(status: 200, body: "{}") : reply }
      defer { server.stop() }
      let fetcher = HTTPFetcher(maxBodyBytes: Self.cap, timeout: .seconds(120))
      let source = HTTPDetailSource<Row, Data>(
        fetcher: fetcher, url: { server.baseURL.appendingPathComponent("d/\($0.id)") }, detail: { $0.body })
      // Warm: the transport and its threads exist before the baseline (a small body: an
      // oversize one could still be held when the baseline is taken).
      _ = try await fetcher.response(for: server.baseURL.appendingPathComponent("warm"))
      var figures = Figures()
      ProcessMemory.trim()
      figures.before = ProcessMemory.resident
      ProcessMemory.resetPeak()
      await body(source)
      figures.peak = ProcessMemory.peak
      ProcessMemory.trim()
      figures.after = ProcessMemory.resident
      return figures
    }

    @Test func twentyLoadsAtOnceAnnouncingFiftyMebibytesEachCannotTakeTheMemory() async throws {
      var firstPeak = 0
      let figures = try await measure(.flood(length: Self.announced)) { source in
        await loadAtOnce(20, from: 100, source: source)
        firstPeak = ProcessMemory.peak
        for round in 0..<10 { await loadAtOnce(20, from: 1_000 + 20 * round, source: source) }
      }
      print(
        "hostile memory: 220 loads announcing \(ProcessMemory.mebibytes(Self.announced)), cap "
          + "\(ProcessMemory.mebibytes(Self.cap)): resident \(ProcessMemory.mebibytes(figures.before)) before, peak "
          + "\(ProcessMemory.mebibytes(firstPeak)) in the first 20, \(ProcessMemory.mebibytes(figures.peak)) in all, "
          + "\(ProcessMemory.mebibytes(figures.after)) after trimming")
      figures.check()
    }

    @Test func thousandsOfRequestsLeaveNothingBehind() async throws {
      let server = try HostileServer { _ in .respond(status: 200, body: #"{"ok":true}"#) }
      defer { server.stop() }
      let fetcher = HTTPFetcher(timeout: .seconds(60))
      func batch(_ count: Int) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
          for index in 0..<count {
            group.addTask { _ = try await fetcher.response(for: server.baseURL.appendingPathComponent("r/\(index)")) }
            if index >= 8 { try await group.next() }
          }
          try await group.waitForAll()
        }
      }
      try await batch(1_000)
      ProcessMemory.trim()
      let warm = ProcessMemory.resident
      try await batch(4_000)
      ProcessMemory.trim()
      let middle = ProcessMemory.resident
      try await batch(4_000)
      ProcessMemory.trim()
      let after = ProcessMemory.resident
      print(
        "hostile memory: resident \(ProcessMemory.mebibytes(warm)) after 1,000 requests,"
          + " \(ProcessMemory.mebibytes(middle)) after 5,000, \(ProcessMemory.mebibytes(after)) after 9,000")
      if Self.measures {
        #expect(after - warm < 4 << 20, "resident growth \(ProcessMemory.mebibytes(after - warm))")
      }
    }

    @Test func twentyBodiesWithoutALengthStreamingPastTheCapStayWithinTheBudget() async throws {
      // 64 MiB each in 64 KiB chunks, no length: each is read until it passes the cap, and the
      // budget (32 MiB by default) lets four be read at a time.
      let figures = try await measure(.chunked(size: 65_536, count: 1_024)) { source in
        for round in 0..<3 { await loadAtOnce(20, from: 20 * round, source: source) }
      }
      print(
        "hostile memory: 60 chunked bodies of 64 MiB without a length, cap \(ProcessMemory.mebibytes(Self.cap)):"
          + " resident \(ProcessMemory.mebibytes(figures.before)) before, peak \(ProcessMemory.mebibytes(figures.peak)),"
          + " \(ProcessMemory.mebibytes(figures.after)) after trimming")
      figures.check()
    }
  }
}
