import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One request's end, decided once: by its thread's result, its caller's cancellation or its
/// deadline, whichever comes first. The thread that does the I/O waits in `poll` on its socket
/// and on a pipe that ``abandon(with:)`` writes to, so a cancel or a deadline wakes it at once.
final class SocketExchange: @unchecked Sendable {
  // Sendable: `continuation`, `ended` and `pipeOpen` are read and written only under `lock`;
  // the pipe's descriptors are immutable.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<HTTPResponse, any Error>?
  /// The end, kept when it came before the continuation (a cancel before the request started).
  private var early: Result<HTTPResponse, any Error>?
  private var ended = false
  private var pipeOpen = true
  /// The deadline's timer, cancelled when the I/O thread is done. A timer source, not a work
  /// item after a delay: a cancelled source lets go of its handler at once, where a cancelled
  /// work item stays queued, holding it, until its time (thousands of requests with a 30-second
  /// deadline kept megabytes that way).
  private var timer: (any DispatchSourceTimer)?
  /// The wake-up pipe: the I/O thread polls `wakeRead`; ``abandon(with:)`` writes `wakeWrite`.
  let wakeRead: Int32
  private let wakeWrite: Int32
  private let budget: BodyBudget

  /// - Throws: ``HTTPProtocolError/connectionFailed(errno:)`` when no pipe can be made.
  init(budget: BodyBudget) throws {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw HTTPProtocolError.connectionFailed(errno: errno) }
    wakeRead = fds[0]
    wakeWrite = fds[1]
    self.budget = budget
  }

  /// Sets the continuation that the end resumes, or resumes it at once when the request has
  /// already ended.
  ///
  /// - Returns: Whether the request is still running (the caller then starts its thread).
  func await(_ continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
    let early: Result<HTTPResponse, any Error>? = lock.withLock {
      if ended { return self.early ?? .failure(CancellationError()) }
      self.continuation = continuation
      return nil
    }
    guard let early else { return true }
    continuation.resume(with: early)
    return false
  }

  /// Whether the request has ended (its continuation resumed).
  var hasEnded: Bool { lock.withLock { ended } }

  /// Ends the request with a result, if it has not ended.
  func finish(_ result: Result<HTTPResponse, any Error>) {
    let continuation: CheckedContinuation<HTTPResponse, any Error>? = lock.withLock {
      guard !ended else { return nil }
      ended = true
      if self.continuation == nil { early = result }
      defer { self.continuation = nil }
      return self.continuation
    }
    continuation?.resume(with: result)
  }

  /// Ends the request from outside its thread (a cancel, the deadline) and wakes the thread.
  /// Never blocks: safe in a task's cancellation handler.
  func abandon(with error: any Error) {
    finish(.failure(error))
    lock.withLock {
      if pipeOpen {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
      }
    }
    budget.wakeAll()
  }

  /// Ends the request with `error` after `deadline`, unless it has ended by then.
  func endAfter(_ deadline: Duration, with error: any Error & Sendable) {
    let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
    let source = DispatchSource.makeTimerSource(queue: .global())
    source.schedule(deadline: .now() + seconds)
    source.setEventHandler { [weak self] in self?.abandon(with: error) }
    lock.withLock { timer = source }
    source.resume()
  }

  /// Closes the pipe and cancels the deadline's timer; the I/O thread calls it once, when it
  /// is done.
  func close() {
    lock.withLock {
      pipeOpen = false
      timer?.cancel()
      timer = nil
      _ = closeDescriptor(wakeWrite)
    }
    _ = closeDescriptor(wakeRead)
  }
}

/// `close(2)`, under a name that a type's own `close()` does not shadow.
func closeDescriptor(_ fd: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(fd)
  #else
    Darwin.close(fd)
  #endif
}
