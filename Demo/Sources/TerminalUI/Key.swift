/// A key press, decoded from the terminal's bytes.
package enum Key: Sendable, Equatable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab
  /// Ctrl-C (raw mode delivers it as a byte, not a signal).
  case interrupt
  /// A printable character.
  case character(Character)
}

/// Turns the bytes read from a terminal in raw mode into keys. Feed it every read; an escape
/// sequence split across reads is completed by the next read.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder.
  package init() {}

  /// Decodes the keys in a read.
  ///
  /// - Parameters:
  ///   - bytes: What the read returned.
  ///   - isEndOfRead: Whether more bytes are not immediately expected: a lone ESC is then the
  ///     Escape key rather than the start of a sequence.
  /// - Returns: The keys, in order.
  package mutating func feed(_ bytes: [UInt8], isEndOfRead: Bool = true) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        guard index + 1 < pending.count else {
          if isEndOfRead {
            keys.append(.escape)
            index += 1
          }
          pending.removeFirst(index)
          return keys
        }
        if let (key, length) = Self.escapeSequence(pending[index...]) {
          if let key { keys.append(key) }
          index += length
        } else if isEndOfRead && !Self.couldContinue(pending[index...]) {
          keys.append(.escape)
          index += 1
        } else {
          pending.removeFirst(index)
          return keys
        }
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
        index += 1
      case 0xC0...0xF7:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        guard index + length <= pending.count else {
          pending.removeFirst(index)
          return keys
        }
        if let text = String(validating: pending[index..<index + length], as: UTF8.self), let character = text.first {
          keys.append(.character(character))
        }
        index += length
      default:
        index += 1  // other control bytes are ignored
      }
    }
    pending.removeAll()
    return keys
  }

  /// A complete CSI or SS3 sequence at the start: its key (nil if unknown) and length.
  private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let introducer = bytes[start + 1]
    if introducer == UInt8(ascii: "O") {
      guard bytes.count >= 3 else { return nil }
      let keys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
      ]
      return (keys[bytes[start + 2]], 3)
    }
    guard introducer == UInt8(ascii: "[") else { return (.escape, 1) }
    var end = start + 2
    while end < bytes.endIndex, (0x30...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return nil }
    let final = bytes[end]
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let length = end - start + 1
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    case UInt8(ascii: "H"): return (.home, length)
    case UInt8(ascii: "F"): return (.end, length)
    case UInt8(ascii: "~"):
      let keys: [String: Key] = ["1": .home, "7": .home, "4": .end, "8": .end, "5": .pageUp, "6": .pageDown]
      return (keys[parameters.split(separator: ";").first.map(String.init) ?? ""], length)
    default: return (nil, length)
    }
  }

  private static func couldContinue(_ bytes: ArraySlice<UInt8>) -> Bool {
    let start = bytes.startIndex
    return bytes.count >= 2 && (bytes[start + 1] == UInt8(ascii: "[") || bytes[start + 1] == UInt8(ascii: "O"))
      && escapeSequence(bytes) == nil
  }
}
