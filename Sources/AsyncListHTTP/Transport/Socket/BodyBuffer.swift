import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A body's bytes in memory mapped for it alone, up to a capacity fixed at the start.
///
/// It never grows (so it never holds a body twice while copying it), its pages cost memory only
/// once written, and it goes back to the system the moment it is freed: memory from `malloc`
/// would stay with the allocator's arena of the thread that read it (glibc keeps one per thread,
/// up to eight per core, and trimming does not empty them), so a few rounds of large bodies on
/// fresh threads would keep a multiple of the budget resident.
final class BodyBuffer {
  /// Bodies at most this large are kept in ordinary memory instead.
  static let mappedFrom = 64 << 10

  private let capacity: Int
  private var small = Data()
  private var mapped: UnsafeMutableRawPointer?
  private(set) var count = 0

  /// - Parameter capacity: The most bytes the body can hold.
  init(capacity: Int) {
    self.capacity = max(0, capacity)
    if self.capacity > Self.mappedFrom {
      let region = mmap(nil, self.capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      if let region, region != MAP_FAILED { mapped = region }
    }
  }

  deinit {
    if let mapped { munmap(mapped, capacity) }
  }

  /// Appends bytes; the caller keeps the total within the capacity.
  func append(_ bytes: ArraySlice<UInt8>) {
    precondition(count + bytes.count <= capacity, "BodyBuffer: past its capacity")
    if let mapped {
      bytes.withUnsafeBytes { (mapped + count).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    } else {
      small.append(contentsOf: bytes)
    }
    count += bytes.count
  }

  /// The body. A small one is copied out and its mapping freed; a large one is handed over
  /// without a copy, and its mapping freed with the `Data`.
  func take() -> Data {
    guard let mapped else { return small }
    self.mapped = nil
    if count <= Self.mappedFrom {
      defer { munmap(mapped, capacity) }
      return Data(bytes: mapped, count: count)
    }
    let capacity = self.capacity
    return Data(bytesNoCopy: mapped, count: count, deallocator: .custom { pointer, _ in munmap(pointer, capacity) })
  }
}
