import AsyncListHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension LoopbackServerTests {
  /// Regression test for swift-corelibs-foundation #5412: cancelling a task that awaits
  /// `URLSession.data(for:)` while its transfer completes deadlocks on Linux. Thousands of
  /// requests to a loopback server are cancelled after a varying number of scheduler turns, so
  /// cancellations land before, during and after completion; every one must end.
  @Suite(.timeLimit(.minutes(10)))
  struct CancellationDeadlockTests {
    enum Outcome: Sendable {
      case completed, cancelled
      case failed(String)
    }

    /// What the storm saw.
    struct Tally {
      var completed = 0
      var cancelled = 0
      var failures: [String] = []
    }

    /// Sends `count` requests, `width` at a time, each cancelled after 0–255 yields; `ended` is
    /// signalled once per request that ended.
    static func storm(
      _ transport: any HTTPTransport, url: URL, count: Int, width: Int, ended: DispatchSemaphore
    ) async -> Tally {
      await withTaskGroup(of: Outcome.self) { group in
        var tally = Tally()
        func record(_ outcome: Outcome?) {
          switch outcome {
          case .completed: tally.completed += 1
          case .cancelled: tally.cancelled += 1
          case .failed(let reason): tally.failures.append(reason)
          case nil: break
          }
        }
        for index in 0..<count {
          if index >= width { record(await group.next()) }
          group.addTask {
            let request = Task { try await transport.send(HTTPRequest(url: url, deadline: .seconds(10))) }
            for _ in 0..<(index * 7) % 256 { await Task.yield() }
            request.cancel()
            let result = await request.result
            ended.signal()
            switch result {
            case .success: return .completed
            case .failure(let error) where error is CancellationError: return .cancelled
            case .failure(let error): return .failed("\(error)")
            }
          }
        }
        for await outcome in group { record(outcome) }
        return tally
      }
    }

    /// Fails the whole run at once if the storm stops moving: a deadlock blocks threads that no
    /// time limit can wake, so a dedicated thread ends the process with a message instead. It
    /// judges progress, not speed: it fires only when no request ended for `stalledSeconds`,
    /// which a busy machine never causes (a request to a loopback server that answers at once
    /// ends in milliseconds even with every core taken).
    static func watchdog(stalledSeconds: Int, ended: DispatchSemaphore, _ done: DispatchSemaphore) {
      Thread {
        while done.wait(timeout: .now()) == .timedOut {
          guard ended.wait(timeout: .now() + .seconds(stalledSeconds)) == .timedOut else { continue }
          guard done.wait(timeout: .now()) == .timedOut else { return }
          FileHandle.standardError.write(
            Data("DEADLOCK: no request of the cancellation storm ended in \(stalledSeconds) s\n".utf8))
          exit(86)
        }
      }.start()
    }

    /// The storm's size: a count, whatever the machine's speed.
    static let requests = 3_000

    /// ``requests`` requests to a loopback server that answers at once, 16 at a time, under a
    /// watchdog.
    static func guardedStorm(_ transport: any HTTPTransport, stalledSeconds: Int, count: Int = requests) async throws
      -> Tally
    {
      let server = try HostileServer { _ in .respond(status: 200, body: #"{"ok":true}"#) }
      defer { server.stop() }
      let done = DispatchSemaphore(value: 0)
      let ended = DispatchSemaphore(value: 0)
      watchdog(stalledSeconds: stalledSeconds, ended: ended, done)
      defer { done.signal() }
      return await storm(transport, url: server.baseURL, count: count, width: 16, ended: ended)
    }

    @Test func cancellingRequestsAsTheirResponsesCompleteNeverDeadlocks() async throws {
      let tally = try await Self.guardedStorm(URLSessionTransport(), stalledSeconds: 60)
      #expect(tally.failures.isEmpty, "\(tally.failures.prefix(3))")
      #expect(tally.completed + tally.cancelled + tally.failures.count == Self.requests)
      // The storm covered the race: some requests finished first, some were cancelled first.
      #expect(tally.completed > 0 && tally.cancelled > 0, "completed \(tally.completed), cancelled \(tally.cancelled)")
    }

    /// A transport let go of while its requests are being cancelled: the session's end must not
    /// race the cancels (on Linux, a task cancelled twice as it completes ends the process).
    @Test func aTransportLetGoOfDuringACancellationStormEndsCleanly() async throws {
      for _ in 0..<20 {
        let tally = try await Self.guardedStorm(URLSessionTransport(), stalledSeconds: 60, count: 300)
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(3))")
        #expect(tally.completed + tally.cancelled == 300)
      }
    }

    @Test func theSocketTransportEndsEveryCancelledRequestToo() async throws {
      let descriptors = Self.openDescriptors()
      let transport = SocketTransport()
      let tally = try await Self.guardedStorm(transport, stalledSeconds: 60)
      #expect(tally.failures.isEmpty, "\(tally.failures.prefix(3))")
      #expect(tally.completed + tally.cancelled + tally.failures.count == Self.requests)
      #expect(tally.completed > 0 && tally.cancelled > 0, "completed \(tally.completed), cancelled \(tally.cancelled)")
      // Every request's socket and wake-up pipe are closed once its thread is done (a cancelled
      // request's caller goes on before that). Give or take what tests running beside this one
      // hold; a leak would be thousands.
      #expect(await transport.threadsEnded(within: .seconds(60)), "every request's thread ends")
      let left = Self.openDescriptors()
      #expect(left <= descriptors + 64, "\(left - descriptors) descriptors left open after \(Self.requests) requests")
    }

    /// The process's open file descriptors (0 where `/proc` is missing).
    static func openDescriptors() -> Int {
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    /// The transport this package used before: `URLSession.data(for:)`. Run it with
    /// `ASYNCLIST_REPRODUCE_DEADLOCK=1` to see the toolchain's deadlock (the watchdog ends the
    /// process); never in CI.
    struct AsyncDataTransport: HTTPTransport {
      func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (data, response) = try await URLSession.shared.data(for: URLRequest(url: request.url))
        return HTTPResponse(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
      }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["ASYNCLIST_REPRODUCE_DEADLOCK"] == "1"))
    func theOldTransportDeadlocks() async throws {
      let tally = try await Self.guardedStorm(AsyncDataTransport(), stalledSeconds: 60)
      #expect(tally.failures.isEmpty)
    }
  }
}
