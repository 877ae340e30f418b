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
