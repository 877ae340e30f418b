import ArgumentParser
import DemoServer

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `asynclist-server`: the demo server on its own.
@main
struct ServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "asynclist-server",
    abstract: "Serves the Lorem Picsum and iTunes Search wire formats and a list of amounts, with fault injection."
  )

  @Option(help: "Address to bind.")
  var host = "127.0.0.1"

  @Option(help: "Port to listen on; 0 picks a free port.")
  var port = 8080

  @Option(help: "Extra latency per response in milliseconds, as MIN-MAX or a single value.")
  var latency = "0"

  @Option(help: "Share of responses that fail with 503, 0...1.")
  var errorRate = 0.0

  @Option(help: "Share of responses with a malformed JSON body, 0...1.")
  var malformedRate = 0.0

  @Option(help: "Share of responses cut off halfway, 0...1.")
  var truncateRate = 0.0

  @Option(help: "Share of responses sent slowly, 0...1.")
  var dripRate = 0.0

  @Option(help: "Seed of the fault draws.")
  var seed: UInt64 = 1

  @Option(help: "Number of pictures in the catalog.")
  var pictures = 1_000

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be in 0...65535") }
    guard latencyRange != nil else { throw ValidationError("--latency must be N or MIN-MAX milliseconds, MIN <= MAX") }
    for (name, rate) in [
      ("error", errorRate), ("malformed", malformedRate), ("truncate", truncateRate), ("drip", dripRate),
    ]
    where !(0...1).contains(rate) {
      throw ValidationError("--\(name)-rate must be in 0...1")
    }
    guard errorRate + malformedRate + truncateRate + dripRate <= 1 else {
      throw ValidationError("the fault rates add up to more than 1")
    }
    guard (0...100_000).contains(pictures) else { throw ValidationError("--pictures must be in 0...100000") }
  }

  var latencyRange: ClosedRange<Int>? {
    let parts = latency.split(separator: "-").map { Int($0) }
    switch parts.count {
    case 1: if let value = parts[0], value >= 0 { return value...value }
    case 2: if let low = parts[0], let high = parts[1], low >= 0, low <= high { return low...high }
    default: break
    }
    return nil
  }

  func run() async throws {
    let faults = FaultPlan(
      latencyMilliseconds: latencyRange ?? 0...0,
      errorRate: errorRate,
      malformedRate: malformedRate,
      truncateRate: truncateRate,
      dripRate: dripRate,
      seed: seed
    )
    let server = DemoServer(
      configuration: DemoServer.Configuration(
        host: host,
        port: port,
        faults: faults,
        pictures: PictureCatalog(count: pictures)
      )
    )
    let host = self.host
    try await server.run { port in
      fputs("listening on http://\(host):\(port)\n", stdout)
      fflush(stdout)
    }
  }
}
