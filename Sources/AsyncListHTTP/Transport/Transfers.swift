import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transfers of one ``URLSessionTransport``, by task identifier, and the session's delegate
/// that fills them: response, body pieces (against the cap), completion.
///
/// Each transfer ends exactly once, by whichever comes first (completion, error, cap, deadline,
/// cancellation); ``finish(_:with:)`` says which one did. Continuations are resumed after the
/// lock is released, so a resume can never wait for a thread that waits for this lock.
final class Transfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // Sendable: `active` is read and written only while holding `lock`.

  private struct Transfer {
    let continuation: CheckedContinuation<HTTPResponse, any Error>
    let maxBodyBytes: Int
    let deadline: Duration
    let timer: any DispatchSourceTimer
    var response: HTTPURLResponse?
    var body = Data()
  }

  private let lock = NSLock()
  private var active: [Int: Transfer] = [:]

  func start(
    _ id: Int,
    continuation: CheckedContinuation<HTTPResponse, any Error>,
    limits: HTTPRequest,
    deadline: any DispatchSourceTimer
  ) {
    let transfer = Transfer(
      continuation: continuation, maxBodyBytes: limits.maxBodyBytes, deadline: limits.deadline, timer: deadline)
    lock.withLock { active[id] = transfer }
  }

  /// Ends a transfer if it is still running.
  ///
  /// - Returns: Whether this call ended it (the caller then cancels the URLSession task).
  @discardableResult
  func finish(_ id: Int, with result: Result<HTTPResponse, any Error>) -> Bool {
    guard let transfer = lock.withLock({ active.removeValue(forKey: id) }) else { return false }
    transfer.timer.cancel()
    transfer.continuation.resume(with: result)
    return true
  }

  /// Ends a transfer that broke a limit and cancels its task off this thread.
  private func abort(_ task: URLSessionTask, with error: HTTPSourceError) {
    if finish(task.taskIdentifier, with: .failure(error)) {
      DispatchQueue.global().async { task.cancel() }
    }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let id = dataTask.taskIdentifier
    let limit: Int? = lock.withLock {
      active[id]?.response = response as? HTTPURLResponse
      return active[id]?.maxBodyBytes
    }
    guard let limit else { return completionHandler(.cancel) }
    if response.expectedContentLength > Int64(limit) {
      completionHandler(.cancel)
      abort(dataTask, with: .oversizeBody(limit: limit, received: Int(response.expectedContentLength)))
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let id = dataTask.taskIdentifier
    let over: (limit: Int, received: Int)? = lock.withLock {
      guard let limit = active[id]?.maxBodyBytes, let count = active[id]?.body.count else { return nil }
      let received = count + data.count
      if received > limit { return (limit, received) }
      active[id]?.body.append(data)  // in place: no copy of the body so far
      return nil
    }
    if let over { abort(dataTask, with: .oversizeBody(limit: over.limit, received: over.received)) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let id = task.taskIdentifier
    guard let transfer = lock.withLock({ active[id] }) else { return }
    let result: Result<HTTPResponse, any Error>
    if let error = error as? URLError, error.code == .timedOut {
      result = .failure(HTTPSourceError.timeout(after: transfer.deadline))
    } else if let error {
      result = .failure(HTTPSourceError.transport(reason: error.localizedDescription, underlying: error))
    } else if let http = transfer.response {
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields {
        if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
      }
      result = .success(HTTPResponse(status: http.statusCode, headers: headers, body: transfer.body))
    } else {
      result = .failure(HTTPSourceError.transport(reason: "not an HTTP response", underlying: nil))
    }
    finish(id, with: result)
  }
}
