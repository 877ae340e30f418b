/// Identifies one page load started by a ``PagingStateMachine``.
///
/// Every load gets a new id; a response is applied only while its id is the one the machine
/// waits for in that direction, so late, cancelled and older-generation responses never land.
package struct LoadID: Hashable, Sendable, CustomStringConvertible {
  /// The generation the load belongs to.
  package let generation: Int
  /// A number unique within one machine.
  package let serial: Int

  package var description: String { "load#\(serial)@g\(generation)" }
}

/// Identifies one timer (a debounce or a retry backoff) started by a ``PagingStateMachine``.
package struct TimerID: Hashable, Sendable, CustomStringConvertible {
  /// A number unique within one machine.
  package let serial: Int

  package var description: String { "timer#\(serial)" }
}
