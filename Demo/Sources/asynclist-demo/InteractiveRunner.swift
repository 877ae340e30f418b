import Foundation
import TerminalUI

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen front end: raw keys in, frames out, until q or Ctrl-C.
///
/// At rest it costs next to nothing: a frame is written only when it differs from the one on
/// screen, and the animation tick (spinners, bars easing in) slows from 80 ms to a second once
/// a few ticks in a row changed nothing. A key or a change of a list brings it back at once.
@MainActor
enum InteractiveRunner {
  enum Event: Sendable {
    case input([UInt8])
    case tick
    case changed
  }

  /// The tick while something moves, and at rest.
  static let animationTick = Duration.milliseconds(80)
  static let restingTick = Duration.seconds(1)
  /// Ticks in a row that changed nothing before the tick slows down.
  static let ticksBeforeResting = 3

  static func run(_ session: DemoSession) async {
    let terminal = Terminal()
    terminal.enterRawMode()
    // SIGTERM and SIGHUP still arrive as signals: restore the terminal before exiting.
    let signals = [SIGTERM, SIGHUP].map { signalNumber in
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler {
        terminal.restore()
        exit(0)
      }
      source.resume()
      return source
    }
    defer {
      for source in signals { source.cancel() }
      terminal.restore()
    }

    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    let reading = LockedValue(true)
    let reader = Thread {
      while reading.get() {
        let bytes = Terminal.readBytes()
        if !bytes.isEmpty { continuation.yield(.input(bytes)) }
      }
    }
    reader.start()
    let pace = Pace()
    let ticker = Task { @MainActor in
      while !Task.isCancelled {
        try? await Task.sleep(for: pace.resting ? restingTick : animationTick)
        continuation.yield(.tick)
      }
    }
    var watchers: [Task<Void, Never>] = []
    for screen in session.screens {
      let changes = screen.changes()
      watchers.append(Task { @MainActor in for await _ in changes { continuation.yield(.changed) } })
    }
    defer {
      reading.set(false)
      ticker.cancel()
      for watcher in watchers { watcher.cancel() }
    }

    var decoder = KeyDecoder()
    var flingFrames: Task<Void, Never>?
    var tick = 0
    var last = ContinuousClock.now
    var shown = ""
    var unchangedTicks = 0
    shown = draw(session, terminal, tick: tick, over: shown)
    for await event in events {
      let now = ContinuousClock.now
      session.accountFrame(last.duration(to: now))
      last = now
      switch event {
      case .input(let bytes):
        for key in decoder.feed(bytes) where !(await session.handle(key)) { return }
        if session.isFlinging, flingFrames == nil {
          // A display's frames while the fling moves: the list sees rows come and go at 60 Hz.
          flingFrames = Task { @MainActor in
            while session.isFlinging && !Task.isCancelled {
              try? await Task.sleep(for: .milliseconds(16))
              continuation.yield(.changed)
            }
            flingFrames = nil
          }
        }
      case .tick:
        tick += 1
      case .changed:
        break
      }
      let before = shown
      shown = draw(session, terminal, tick: tick, over: shown)
      if case .tick = event, shown == before {
        unchangedTicks += 1
      } else {
        unchangedTicks = 0
      }
      let resting = unchangedTicks >= ticksBeforeResting
      if pace.resting && !resting {
        // Out of rest: the next tick comes at the animation's pace, not a second from now.
        pace.resting = false
        continuation.yield(.tick)
      }
      pace.resting = resting
    }
  }

  /// Draws the frame unless it is the one on screen.
  ///
  /// - Returns: The frame's bytes, now on screen.
  static func draw(_ session: DemoSession, _ terminal: Terminal, tick: Int, over shown: String) -> String {
    let size = terminal.size
    let lines = session.frame(columns: size.columns, rows: size.rows, tick: tick, now: .now)
    let frame = Terminal.render(lines, columns: size.columns)
    if frame != shown { Terminal.write(frame) }
    return frame
  }

  /// Whether the tick runs at its resting pace.
  @MainActor
  final class Pace {
    var resting = false
  }
}
