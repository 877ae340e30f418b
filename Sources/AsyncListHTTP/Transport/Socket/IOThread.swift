#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A detached POSIX thread that runs one closure and ends: the transport's blocking I/O, off
/// Swift's cooperative pool (whose few threads must never block), with a 256 KiB stack instead
/// of the default 8 MiB and no Foundation `Thread` object per request.
enum IOThread {
  /// Runs `body` on a new detached thread.
  ///
  /// - Returns: `false` when no thread could be made (the caller runs `body` itself or fails).
  static func run(_ body: @escaping @Sendable () -> Void) -> Bool {
    final class Box: Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    pthread_attr_setstacksize(&attributes, 256 << 10)
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let started = pthread_create(
      &thread, &attributes,
      { context in
        let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
        box.body()
        return nil
      }, box)
    if started != 0 { Unmanaged<Box>.fromOpaque(box).release() }
    return started == 0
  }
}
