/// Identifies one timer (a debounce or a retry backoff) started by a ``PagingStateMachine``.
package struct TimerID: Hashable, Sendable, CustomStringConvertible {
  /// A number unique within one machine.
  package let serial: Int

  package var description: String { "timer#\(serial)" }
}
