import ArgumentParser
import AsyncListHTTP
import DemoServer
import Foundation
import TerminalUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `asynclist-demo`: the three seed lists in the terminal, over the demo server started in this
/// process (or another server).
@main
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "asynclist-demo",
    abstract: "Infinite lists with two-level asynchronous loading, in the terminal.",
    discussion: """
      Interactive when standard output is a terminal; otherwise (or with --script) it reads \
      commands (scroll N, fling down|up, wait MS, reset, refresh, search TEXT, retry, \
      screen NAME, faults on|off, top, end, jump, delete, favourite, snapshot FILE.svg) and prints \
      what the screen shows after each, then a summary.
      """
  )

  @Argument(help: "The first screen: amounts, pictures, songs, contacts, pages or compare.")
  var screen = "amounts"

  @Flag(help: "Start on the compare screen: the article's list beside AsyncList (key c).")
  var compare = false

  @Option(help: "Use this server instead of starting the demo server in this process.")
  var server: String?

  @Option(help: "Read commands from this file ('-' for standard input) instead of the keyboard.")
  var script: String?

  @Option(help: "Run the script again and again until this many seconds have passed (a soak).")
  var repeatFor: Int?

  @Option(help: "Print the process's memory (resident and the allocator's heap) every this many seconds.")
  var sampleEvery = 60

  @Option(help: "Latency of the embedded server's pages, MIN-MAX milliseconds.")
  var latency = "150-400"

  @Option(help: "Latency of the embedded server's amounts (a slow per-row store), MIN-MAX milliseconds.")
  var amountLatency = "200-900"

  @Option(help: "Share of requests that fail while fault injection is on (key e), 0...1.")
  var faultRate = 0.3

  @Option(help: "Memory cap: rows held before far pages are dropped for placeholders (off by default).")
  var maxRows: Int?

  @Option(
    help: """
      The database file that keeps the lists between runs (default: $XDG_CACHE_HOME/asynclist/demo.sqlite, \
      else ~/.cache/asynclist/demo.sqlite).
      """)
  var cache: String?

  @Flag(help: "Keep no lists between runs.")
  var noCache = false

  func validate() throws {
    guard (0...1).contains(faultRate) else { throw ValidationError("--fault-rate must be in 0...1") }
    guard ["amounts", "pictures", "songs", "contacts", "pages", "compare"].contains(screen) else {
      throw ValidationError("screen must be amounts, pictures, songs, contacts, pages or compare")
    }
    guard Self.range(latency) != nil, Self.range(amountLatency) != nil else {
      throw ValidationError("latencies are MIN-MAX milliseconds")
    }
    if let server, URL(string: server)?.scheme == nil { throw ValidationError("--server must be a URL") }
    if let maxRows, maxRows < 1 { throw ValidationError("--max-rows must be at least 1") }
  }

  static func range(_ text: String) -> ClosedRange<Int>? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    if parts.count == 1, parts[0] >= 0 { return parts[0]...parts[0] }
    if parts.count == 2, parts[0] >= 0, parts[0] <= parts[1] { return parts[0]...parts[1] }
    return nil
  }

  @MainActor
  func run() async throws {
    let embedded: RunningDemoServer?
    let baseURL: URL
    let baseFaults = FaultPlan(latencyMilliseconds: Self.range(latency) ?? 0...0, seed: 7)
    if let server, let url = URL(string: server) {
      embedded = nil
      baseURL = url
    } else {
      let running = try await DemoServer(
        configuration: DemoServer.Configuration(
          port: 0,
          faults: baseFaults,
          amountLatencyMilliseconds: Self.range(amountLatency) ?? 0...0
        )
      ).start()
      embedded = running
      baseURL = running.baseURL
    }
    // The platform's transport (on Linux, plain HTTP through the socket transport). URLSession
    // allows 6 connections per host by default: a screen of amounts (each 200–900 ms) would then
    // take four latencies to fill. The demo server serves many at once.
    let makeFetcher = {
      let configuration = URLSessionConfiguration.default
      configuration.urlCache = nil
      configuration.httpMaximumConnectionsPerHost = 32
      let transport = PlatformTransport(urlSession: URLSessionTransport(configuration: configuration))
      return HTTPFetcher(transport: transport, timeout: .seconds(10))
    }
    let fetcher = makeFetcher()
    let stores = noCache ? nil : DemoStores(path: cache ?? DemoStores.defaultPath)
    let screens: [AnyScreen] = [
      AmountsScreen(server: baseURL, fetcher: fetcher, maxLoadedRows: maxRows),
      PicturesScreen(baseURL: baseURL, fetcher: fetcher, maxLoadedRows: maxRows, cache: stores?.pictures),
      SongsScreen(baseURL: baseURL, fetcher: fetcher, maxLoadedRows: maxRows, cache: stores?.songs),
      ContactsScreen(baseURL: baseURL, fetcher: fetcher, maxLoadedRows: maxRows),
      NumberedPagesScreen(baseURL: baseURL, fetcher: fetcher, maxLoadedRows: maxRows),
      CompareScreen(baseURL: baseURL, makeFetcher: makeFetcher),
    ]
    let session = DemoSession(
      screens: screens,
      current: screens.firstIndex { $0.name == (compare ? "compare" : screen) } ?? 0,
      serverDescription: embedded != nil ? "embedded server \(baseURL.absoluteString)" : baseURL.absoluteString,
      embeddedServer: embedded,
      baseFaults: baseFaults,
      faultRate: faultRate
    )

    var status: Int32 = 0
    if script != nil || !Terminal.isInteractive {
      let text: String
      if let script, script != "-" {
        text = try String(contentsOfFile: script, encoding: .utf8)
      } else {
        text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
      }
      status = await ScriptRunner.run(
        session, lines: text.components(separatedBy: .newlines), repeatFor: repeatFor.map { .seconds($0) },
        sampleEvery: .seconds(max(1, sampleEvery)))
    } else {
      await InteractiveRunner.run(session)
    }
    if let embedded {
      // A graceful stop, but never a hang on the way out: at most two seconds.
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await embedded.stop() }
        group.addTask { try? await Task.sleep(for: .seconds(2)) }
        await group.next()
        group.cancelAll()
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
