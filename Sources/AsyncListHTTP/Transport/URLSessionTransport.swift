internal import AsyncList

// URLSessionConfiguration, in this file's public API, lives in FoundationNetworking on Linux and
// in Foundation elsewhere: import publicly only the module that declares it (a public import that
// declares nothing public warns in every app's build).
#if canImport(FoundationNetworking)
  internal import Foundation
  public import FoundationNetworking
#else
  public import Foundation
#endif

/// The default ``HTTPTransport``: URLSession's delegate API, on Apple platforms and on Linux.
///
/// It does not await `URLSession.data(for:)`, for three reasons:
/// - **No deadlock on cancel.** On Linux (swift-corelibs-foundation #5412, fixed upstream by PR
///   #5417 but still in Swift 6.3), cancelling a task that awaits `data(for:)` while its transfer
///   completes deadlocks: the cancelling thread holds the Swift task's status lock and calls
///   `URLSessionTask.cancel()`, which waits for URLSession's work queue, while that queue resumes
///   the continuation and waits for the same lock. Here the cancellation handler only resumes
///   the caller (outside any lock of ours) and hands `cancel()` to another queue, so it never
///   waits for URLSession.
/// - **A deadline, not an idle timeout.** `URLRequest.timeoutInterval` restarts with every
///   byte, so a body trickling one byte a second never times out; here a timer ends the whole
///   request at ``HTTPRequest/deadline``.
/// - **A body cap while streaming.** Bodies arrive piece by piece; past
///   ``HTTPRequest/maxBodyBytes`` (or at once, when `Content-Length` says so) the transfer is
///   cancelled instead of buffered whole.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
  // Sendable: every stored property is immutable; the mutable state lives in `Transfers`, whose
  // every access takes its lock.

  /// A transport with the default session configuration, shared by the sources' defaults.
  public static let shared = URLSessionTransport()

  private let session: URLSession
  private let transfers: Transfers
  /// Where cancels and deadlines run: never a thread that holds a Swift task's lock.
  private let queue = DispatchQueue(label: "AsyncList.URLSessionTransport")

  /// Creates a transport with its own session.
  ///
  /// - Parameter configuration: The session configuration. Defaults to `.default` without a
  ///   URL cache (the list's detail cache and the app's own cache do that job).
  public init(configuration: URLSessionConfiguration? = nil) {
    let configuration = configuration ?? Self.defaultConfiguration()
    let transfers = Transfers()
    let delegateQueue = OperationQueue()
    delegateQueue.maxConcurrentOperationCount = 1
    self.transfers = transfers
    self.session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: delegateQueue)
  }

  deinit {
    // Not `invalidateAndCancel()`: its sweep of the session's tasks races the cancels this
    // transport hands to its queue, and on Linux a task cancelled twice as it completes ends the
    // process (FoundationNetworking's task registry: "a task that is not in the registry"; a
    // transport let go of after a cancellation storm stopped it in 4 of 5 runs). After the cancels
    // already queued, the session lets what is left run to its deadline, then lets go of its
    // delegate.
    let session = self.session
    queue.async { session.finishTasksAndInvalidate() }
  }

  private static func defaultConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    return configuration
  }

  /// Sends a request; see ``HTTPTransport/send(_:)``.
  ///
  /// - Parameter request: The request, its deadline and body cap.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``HTTPSourceError`` or `CancellationError`.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    // URLSession's idle timeout only backs up the deadline below, which always fires first.
    urlRequest.timeoutInterval = request.deadline.seconds + 5
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let task = session.dataTask(with: urlRequest)
    let id = task.taskIdentifier
    let transfers = self.transfers
    let queue = self.queue
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        // A timer source: cancelled when the transfer ends, it lets go of its handler at once
        // (a cancelled work item after a delay stays queued, holding it, until its time).
        let deadline = DispatchSource.makeTimerSource(queue: queue)
        deadline.schedule(deadline: .now() + request.deadline.seconds)
        deadline.setEventHandler { [weak task] in
          if transfers.finish(id, with: .failure(HTTPSourceError.timeout(after: request.deadline))) {
            task?.cancel()  // on `queue`: nobody holds a lock here
          }
        }
        deadline.resume()  // before anything can cancel it: an inactive source must not be released
        transfers.start(id, continuation: continuation, limits: request, deadline: deadline)
        if Task.isCancelled {
          // Cancelled before the handler could see the transfer: end it here instead, and cancel
          // the task so the session does not keep it suspended.
          if transfers.finish(id, with: .failure(CancellationError())) { queue.async { task.cancel() } }
          return
        }
        task.resume()
      }
    } onCancel: {
      // Runs under the Swift task's status lock: resume the caller, and cancel the transfer
      // from another queue so that this thread never waits for URLSession's queue.
      if transfers.finish(id, with: .failure(CancellationError())) {
        queue.async { task.cancel() }
      }
    }
  }
}
