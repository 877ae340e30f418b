/// Identifies one detail load.
package struct DetailLoadID: Hashable, Sendable, CustomStringConvertible {
  /// A number unique within one scheduler.
  package let serial: Int

  package var description: String { "detail#\(serial)" }
}
