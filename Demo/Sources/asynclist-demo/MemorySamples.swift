import AllocatorStats
import Foundation

/// The process's memory over a script run: resident set and the C allocator's bytes in use,
/// sampled at a fixed interval of wall time, for a soak to show whether memory levels off.
struct MemorySamples {
  /// One sample.
  struct Sample {
    let seconds: Double
    let resident: Int
    let heap: Int
    /// Of the heap, what bounded caches hold (the server's encoded images, the pictures' detail
    /// cache): they fill over a long run up to their budgets.
    let caches: Int
    /// The heap less the caches: what must level off.
    var rest: Int { heap - caches }
  }

  let interval: Duration
  private let start = ContinuousClock.now
  private(set) var samples: [Sample] = []

  init(every interval: Duration) {
    self.interval = interval
  }

  private var elapsedSeconds: Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Whether the interval has passed since the last sample.
  var isDue: Bool {
    guard let last = samples.last else { return true }
    return elapsedSeconds - last.seconds >= interval.seconds
  }

  /// Takes a sample and returns its line for the transcript.
  ///
  /// - Parameter caches: What the bounded caches hold now, in bytes.
  /// - Returns: The sample's line.
  mutating func sample(caches: Int) -> String {
    let sample = Sample(
      seconds: elapsedSeconds, resident: Self.residentBytes(), heap: allocator_bytes_in_use(), caches: caches)
    samples.append(sample)
    return "sample: \(String(format: "%.0f", sample.seconds)) s, rss \(mebibytes(sample.resident)),"
      + " heap \(mebibytes(sample.heap)), caches \(mebibytes(sample.caches)), rest \(mebibytes(sample.rest))"
  }

  /// Whether the heap less the bounded caches still grows in the second half of the run: its
  /// least value over the last quarter of the samples against its least over the quarter
  /// before. The least of several samples is the heap's floor, which a leak raises; a single
  /// sample also holds whatever was in flight when it was taken (a page, a picture), up to a
  /// few MiB either way.
  var lastHalf: String {
    guard let last = samples.last else { return "heap: no samples" }
    let half = samples.count / 2
    let third = Array(samples[half..<max(half + 1, samples.count - samples.count / 4)])
    let fourth = Array(samples[min(samples.count - 1, third.count + half)...])
    let floorBefore = third.map(\.rest).min() ?? last.rest
    let floorAfter = fourth.map(\.rest).min() ?? last.rest
    let start = third.first ?? last
    return "heap: least \(mebibytes(floorBefore)) from \(String(format: "%.0f", start.seconds)) s,"
      + " least \(mebibytes(floorAfter)) over the last quarter, \(mebibytes(last.rest)) at the end, less the"
      + " bounded caches (growth over the last half \(mebibytes(floorAfter - floorBefore)), of the least values of"
      + " \(third.count) and \(fourth.count) samples); with them \(mebibytes(start.heap)) and \(mebibytes(last.heap))"
  }

  private func mebibytes(_ bytes: Int) -> String { String(format: "%.2f MiB", Double(bytes) / 1_048_576) }

  /// Resident set size from /proc/self/statm (Linux); 0 elsewhere.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

extension Duration {
  /// The duration in seconds.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
