import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal: raw mode, the alternate screen, its size, and frames written to
/// it. ``restore()`` puts everything back (cursor, echo, main screen); call it on every exit.
package final class Terminal: Sendable {
  /// The saved settings, restored on exit. Written once in ``enterRawMode()`` before any other
  /// thread reads it, and read by ``restore()``: a lock makes both sides safe.
  private let saved = LockedValue<termios?>(nil)

  /// Creates a handle on standard input and output.
  package init() {}

  /// Whether standard output is a terminal.
  package static var isInteractive: Bool { isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1 }

  /// The window's size in columns and rows (80 × 24 when unknown).
  package var size: (columns: Int, rows: Int) {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    return (80, 24)
  }

  /// Switches to raw input (no echo, no line buffering, Ctrl-C as a key), the alternate screen
  /// and a hidden cursor.
  package func enterRawMode() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    saved.set(settings)
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 1  // reads return after 0.1 s, so the reader can notice shutdown
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  /// Restores the terminal: settings, cursor, main screen. Safe to call more than once.
  package func restore() {
    Self.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    if var settings = saved.take() {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
  }

  /// Draws a frame: each line padded to the width, from the top-left corner.
  ///
  /// - Parameters:
  ///   - lines: The lines, at most one per row.
  ///   - columns: The window's width.
  package func draw(_ lines: [Line], columns: Int) {
    Self.write(Self.render(lines, columns: columns))
  }

  /// The bytes that draw a frame: each line padded to the width, from the top-left corner, in
  /// one synchronized update.
  ///
  /// - Parameters:
  ///   - lines: The lines, at most one per row.
  ///   - columns: The window's width.
  /// - Returns: The escape sequences and text.
  package static func render(_ lines: [Line], columns: Int) -> String {
    var frame = "\u{1B}[?2026h\u{1B}[H"
    for (index, line) in lines.enumerated() {
      frame += line.padded(to: columns).ansi
      if index < lines.count - 1 { frame += "\r\n" }
    }
    frame += "\u{1B}[J\u{1B}[?2026l"
    return frame
  }

  /// Writes text to standard output at once, unbuffered.
  package static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Reads what the keyboard sent, waiting at most 0.1 s in raw mode.
  package static func readBytes() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, 64) }
    return count > 0 ? Array(buffer[0..<count]) : []
  }
}

/// A value behind a lock.
package final class LockedValue<Value: Sendable>: Sendable {
  // The lock guards every access to `value`, so sharing across threads is safe.
  private nonisolated(unsafe) var value: Value
  private let lock = NSLock()

  package init(_ value: Value) { self.value = value }

  package func set(_ newValue: Value) {
    lock.lock()
    value = newValue
    lock.unlock()
  }

  package func get() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

extension LockedValue {
  /// Returns the value and leaves `nil` behind.
  package func take<Wrapped>() -> Wrapped? where Value == Wrapped? {
    lock.lock()
    defer { lock.unlock() }
    let current = value
    value = nil
    return current
  }
}
