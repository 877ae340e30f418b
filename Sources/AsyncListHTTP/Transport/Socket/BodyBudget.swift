import Foundation

/// The bytes that the bodies of all transfers in flight may hold together.
///
/// A transfer reserves its body's bytes before it reads them, all at once: the announced
/// `Content-Length`, or its whole cap when no length is announced. It waits while they do not
/// fit, and gives them back when it ends. Each transfer takes one reservation and never waits
/// while holding one, so transfers cannot hold each other up for good, and at most `limit`
/// bytes of bodies are ever held.
final class BodyBudget: @unchecked Sendable {
  // Sendable: `reserved` is read and written only while `condition` is locked.
  /// The most bytes held at once.
  let limit: Int
  private let condition = NSCondition()
  private var reserved = 0

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Reserves `bytes` (at most ``limit``), waiting until they fit.
  ///
  /// - Parameters:
  ///   - bytes: The bytes to hold.
  ///   - deadline: When to stop waiting.
  ///   - isAbandoned: Whether the transfer has ended meanwhile (cancelled, timed out); checked
  ///     on every wake-up (see ``wakeAll()``).
  /// - Returns: The bytes reserved, or `nil` when the deadline passed or the transfer ended first.
  func reserve(_ bytes: Int, until deadline: Date, isAbandoned: () -> Bool) -> Int? {
    let bytes = min(max(0, bytes), limit)
    condition.lock()
    defer { condition.unlock() }
    while reserved + bytes > limit {
      if isAbandoned() || !condition.wait(until: deadline) { return nil }
    }
    if isAbandoned() { return nil }
    reserved += bytes
    return bytes
  }

  /// Gives back a reservation.
  func release(_ bytes: Int) {
    guard bytes > 0 else { return }
    condition.lock()
    reserved -= bytes
    condition.broadcast()
    condition.unlock()
  }

  /// Wakes every waiting transfer, so that one that has ended stops waiting.
  func wakeAll() {
    condition.lock()
    condition.broadcast()
    condition.unlock()
  }

  /// The bytes reserved now.
  var inUse: Int { condition.withLock { reserved } }
}
