/// Why a compressed stream or an image could not be decoded.
package struct DecodeError: Error, Equatable, CustomStringConvertible {
  /// What was wrong.
  package let reason: String

  package init(_ reason: String) { self.reason = reason }

  package var description: String { reason }
}
