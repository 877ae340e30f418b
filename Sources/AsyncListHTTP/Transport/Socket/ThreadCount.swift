import Foundation

/// The I/O threads of a ``SocketTransport`` still running: a request's caller goes on as soon
/// as it is answered or cancelled, and its thread closes its socket a moment later.
final class ThreadCount: @unchecked Sendable {
  // Sendable: `running` is read and written only while `condition` is locked.
  private let condition = NSCondition()
  private var running = 0

  /// A thread starts.
  func enter() { condition.withLock { running += 1 } }

  /// A thread ends.
  func leave() {
    condition.withLock {
      running -= 1
      condition.broadcast()
    }
  }

  /// Waits, off the caller's thread, until no thread runs or `limit` has passed.
  ///
  /// - Returns: Whether every thread had ended.
  func allEnded(within limit: Duration) async -> Bool {
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async { [self] in
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        while running > 0, condition.wait(until: deadline) {}
        let ended = running == 0
        condition.unlock()
        continuation.resume(returning: ended)
      }
    }
  }
}
