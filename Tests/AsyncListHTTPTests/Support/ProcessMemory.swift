import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The process's memory as Linux reports it: resident set, its peak since the last reset, and
/// the allocator's bytes in use. Zero where `/proc` is missing (macOS).
enum ProcessMemory {
  /// Resident bytes now, from `/proc/self/statm`.
  static var resident: Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The peak resident bytes since the process started or ``resetPeak()``, from `VmHWM`.
  static var peak: Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kib = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kib << 10
  }

  /// Starts a new peak at the current resident size (Linux 4.0 and later).
  static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  /// Gives the allocator's free memory back to the system, so that what stays resident is what
  /// is held.
  static func trim() {
    #if canImport(Glibc)
      // glibc's `malloc_trim`, which the Glibc module does not declare (it is in malloc.h).
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
    #endif
  }

  /// Bytes in mebibytes, one decimal.
  static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
}
