/// The simulator's servers: the requests each one serves and the ones waiting for a slot.
struct ServerPool {
  /// A request waiting for a slot.
  struct Waiting {
    let event: EventQueue.Event
    let kind: SimulationRequest.Kind
    let since: Duration
  }

  private let servers: [SimulationServer]
  /// The server of page requests, or `nil` when they have no limit.
  let pageServer: Int?
  /// The server of detail requests, or `nil` when they have no limit.
  let detailServer: Int?
  private var busy: [Int]
  private var waiting: [[Waiting]]

  init(_ layout: SimulationServers) {
    switch layout {
    case .unlimited:
      (servers, pageServer, detailServer) = ([], nil, nil)
    case .shared(let server):
      (servers, pageServer, detailServer) = ([server], 0, 0)
    case .separate(let pages, let details):
      let list = [pages, details].compactMap { $0 }
      (servers, pageServer, detailServer) = (list, pages == nil ? nil : 0, details == nil ? nil : list.count - 1)
    }
    busy = Array(repeating: 0, count: servers.count)
    waiting = Array(repeating: [], count: servers.count)
  }

  /// The server of a kind of request, or `nil` when it has no limit.
  func server(of kind: SimulationRequest.Kind) -> Int? {
    if case .page = kind { pageServer } else { detailServer }
  }

  /// What a cancelled request does on a server.
  func cancellation(on server: Int) -> SimulationServer.Cancellation { servers[server].cancellation }

  /// Takes a slot for a request, or queues it.
  ///
  /// - Returns: The requests being served besides it when it starts, or `nil` when it waits.
  mutating func admit(_ waiting: Waiting, on server: Int) -> Int? {
    guard busy[server] < servers[server].slots else {
      self.waiting[server].append(waiting)
      return nil
    }
    busy[server] += 1
    return busy[server] - 1
  }

  /// Frees a slot.
  ///
  /// - Returns: The next request waiting, which now holds the slot, and the requests being
  ///   served besides it.
  mutating func release(_ server: Int) -> (Waiting, busy: Int)? {
    busy[server] -= 1
    guard !waiting[server].isEmpty else { return nil }
    busy[server] += 1
    return (waiting[server].removeFirst(), busy[server] - 1)
  }

  /// Takes a waiting request out of its queue.
  ///
  /// - Returns: Whether it was waiting.
  mutating func withdraw(on server: Int, where matches: (EventQueue.Event) -> Bool) -> Bool {
    guard let index = waiting[server].firstIndex(where: { matches($0.event) }) else { return false }
    waiting[server].remove(at: index)
    return true
  }
}
