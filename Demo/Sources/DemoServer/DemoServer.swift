public import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// The demo HTTP server: Lorem Picsum's list and image routes, the iTunes Search API, and seed
/// 000's amounts store, over deterministic catalogs, with seeded fault injection.
///
/// ```swift
/// let server = try await DemoServer(configuration: .init(port: 0)).start()
/// print(server.baseURL)     // http://127.0.0.1:54321
/// await server.stop()
/// ```
public struct DemoServer: Sendable {
  /// Where the server listens and what it injects.
  public struct Configuration: Sendable {
    /// The address to bind; loopback by default.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// Faults injected into responses.
    public var faults: FaultPlan
    /// The pictures served.
    public var pictures: PictureCatalog
    /// The songs served.
    public var songs: SongCatalog
    /// Extra latency of the amounts route only, in milliseconds (seed 000's store takes
    /// 0.5–2 s per amount).
    public var amountLatencyMilliseconds: ClosedRange<Int>

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - host: The address to bind. Defaults to 127.0.0.1.
    ///   - port: The port; 0 picks a free one. Defaults to 8080.
    ///   - faults: Faults to inject. Defaults to none.
    ///   - pictures: The picture catalog. Defaults to 1,000 pictures.
    ///   - songs: The song catalog. Defaults to 2,000 songs.
    ///   - amountLatencyMilliseconds: Extra latency of `/amounts`. Defaults to none.
    public init(
      host: String = "127.0.0.1",
      port: Int = 8080,
      faults: FaultPlan = FaultPlan(),
      pictures: PictureCatalog = PictureCatalog(),
      songs: SongCatalog = SongCatalog(),
      amountLatencyMilliseconds: ClosedRange<Int> = 0...0
    ) {
      self.host = host
      self.port = port
      self.faults = faults
      self.pictures = pictures
      self.songs = songs
      self.amountLatencyMilliseconds = amountLatencyMilliseconds
    }
  }

  /// The configuration.
  public let configuration: Configuration

  /// Creates a server.
  ///
  /// - Parameter configuration: Address, faults and catalogs.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Runs until SIGINT or SIGTERM, then shuts down gracefully.
  ///
  /// - Parameter onListening: Called with the bound port as soon as the server listens.
  /// - Throws: When the server cannot bind or fails.
  public func run(onListening: @escaping @Sendable (Int) async -> Void) async throws {
    let logger = Self.logger
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [
          application(
            faults: FaultInjector(plan: configuration.faults), images: ImageRenderer(), onListening: onListening)
        ],
        gracefulShutdownSignals: [.sigterm, .sigint],
        logger: logger
      )
    )
    try await group.run()
  }

  /// Starts the server in this process and returns once it listens.
  ///
  /// - Returns: A handle with the base URL and a way to stop the server.
  /// - Throws: When the server cannot bind.
  public func start() async throws -> RunningDemoServer {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let faults = FaultInjector(plan: configuration.faults)
    let images = ImageRenderer()
    let application = application(faults: faults, images: images) { port in
      continuation.yield(port)
      continuation.finish()
    }
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [application], logger: Self.logger)
    )
    let task = Task {
      defer { continuation.finish() }
      try await group.run()
    }
    for await port in ports {
      return RunningDemoServer(
        host: configuration.host, port: port, group: group, task: task, faults: faults, images: images)
    }
    try await task.value
    throw DemoServerError.didNotStart
  }

  static var logger: Logger {
    var logger = Logger(label: "asynclist-server")
    logger.logLevel = .warning
    return logger
  }

  func application(
    faults: FaultInjector,
    images: ImageRenderer,
    onListening: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    let routes = Routes(configuration: configuration, faults: faults, images: images)
    let router = Router()
    routes.register(on: router)
    let port = configuration.port
    return Application(
      router: router,
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: "asynclist-server"
      ),
      onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) },
      logger: Self.logger
    )
  }
}

/// A demo server running in this process.
public struct RunningDemoServer: Sendable {
  /// The address it is bound to.
  public let host: String
  /// The port it listens on.
  public let port: Int
  let group: ServiceGroup
  let task: Task<Void, any Error>
  let faults: FaultInjector
  let images: ImageRenderer

  /// The bytes its cache of encoded images holds now (at most 32 MiB): a soak tells what this
  /// bounded cache holds from what else grows.
  public var cachedImageBytes: Int {
    get async { await images.cachedByteCount }
  }

  /// Replaces the fault plan while the server runs (the terminal demo's `e` key).
  ///
  /// - Parameter plan: The new plan.
  public func setFaults(_ plan: FaultPlan) async {
    await faults.setPlan(plan)
  }

  /// The base URL, for example `http://127.0.0.1:54321`.
  public var baseURL: URL { URL(string: "http://\(host):\(port)")! }

  /// Stops the server gracefully and waits until it has stopped.
  public func stop() async {
    await group.triggerGracefulShutdown()
    _ = try? await task.value
  }
}

/// Why the demo server could not start.
public enum DemoServerError: Error {
  /// The server stopped before it listened.
  case didNotStart
}
