import Observation

/// A stream that yields whenever something read in `access` changes.
@MainActor
func observe(_ access: @escaping @MainActor () -> Void) -> AsyncStream<Void> {
  AsyncStream { continuation in
    let task = Task { @MainActor in
      while !Task.isCancelled {
        let (changed, signal) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking(access) { signal.yield() }
        for await _ in changed { break }
        continuation.yield()
      }
    }
    continuation.onTermination = { _ in task.cancel() }
  }
}

/// Both streams' elements, as they come.
@MainActor
func merge(_ first: AsyncStream<Void>, _ second: AsyncStream<Void>) -> AsyncStream<Void> {
  AsyncStream { continuation in
    let tasks = [first, second].map { stream in
      Task { @MainActor in
        for await _ in stream { continuation.yield() }
      }
    }
    continuation.onTermination = { _ in
      for task in tasks { task.cancel() }
    }
  }
}
