import Foundation
import TerminalUI

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen front end: raw keys in, frames out, until q or Ctrl-C.
@MainActor
enum InteractiveRunner {
  enum Event: Sendable {
    case input([UInt8])
    case tick
    case changed
  }

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
    let ticker = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(80))
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
    draw(session, terminal, tick: tick)
    for await event in events {
      let now = ContinuousClock.now
      session.accountStall(last.duration(to: now))
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
      draw(session, terminal, tick: tick)
    }
  }

  static func draw(_ session: DemoSession, _ terminal: Terminal, tick: Int) {
    let size = terminal.size
    terminal.draw(session.frame(columns: size.columns, rows: size.rows, tick: tick, now: .now), columns: size.columns)
  }
}
