/// The two growing edges of a list, and what each loads after the pages the memory cap dropped
/// on its side: a part of ``PagingStateMachine`` that changes only through its own methods.
struct Edges: Sendable {
  /// One growing edge of the list.
  enum Edge: Sendable {
    /// No first page yet, so no key.
    case waiting
    case idle(Cursor)
    case loading(Cursor, LoadID, attempts: Attempts)
    case failed(Cursor, LoadFailure, timer: TimerID?)
    case end
  }

  /// What an edge loads next.
  enum Cursor: Sendable {
    /// The page at a key the source gave: rows not seen yet.
    case key(PageKey)
    /// A page the memory cap dropped, loaded again with its first request.
    case reload(PageSlot)
  }

  /// What the bottom edge is doing, kept beside the edge by the same method: reading a generic
  /// enum's case costs unspecialized code a runtime type lookup.
  private(set) var appendPhase = EdgePhase.waiting
  /// What the top edge is doing.
  private(set) var prependPhase = EdgePhase.waiting
  /// The load the bottom edge waits for, and whether it brings back a dropped page: kept beside
  /// the edge by the same method, for the same reason as ``appendPhase``.
  private(set) var appendLoad: (id: LoadID, reload: Bool)?
  /// The load the top edge waits for.
  private(set) var prependLoad: (id: LoadID, reload: Bool)?
  /// The bottom edge.
  private(set) var append = Edge.waiting
  /// The top edge.
  private(set) var prepend = Edge.waiting
  /// What each edge would load after the pages the memory cap dropped on its side; it reloads
  /// them first.
  private var frontiers: [LoadDirection: Edge] = [:]

  /// The edge on a side.
  subscript(_ direction: LoadDirection) -> Edge {
    direction == .prepend ? prepend : append
  }

  /// Sets the edge on a side.
  ///
  /// - Parameters:
  ///   - direction: `.prepend` for the top edge, else the bottom one.
  ///   - edge: What it does now.
  mutating func set(_ direction: LoadDirection, _ edge: Edge) {
    var load: (id: LoadID, reload: Bool)?
    if case .loading(let cursor, let id, _) = edge {
      if case .reload = cursor { load = (id, true) } else { load = (id, false) }
    }
    if direction == .prepend {
      prepend = edge
      prependPhase = edge.phase
      prependLoad = load
    } else {
      append = edge
      appendPhase = edge.phase
      appendLoad = load
    }
  }

  /// Whether an edge waits for a load, and its direction.
  ///
  /// - Parameter id: The load.
  /// - Returns: `.append` or `.prepend`, or `nil` if neither edge waits for it.
  func direction(awaiting id: LoadID) -> LoadDirection? {
    if appendLoad?.id == id { return .append }
    if prependLoad?.id == id { return .prepend }
    return nil
  }

  /// Both edges wait for a first page: no key yet.
  mutating func waitForFirstPage() {
    (append, prepend) = (.waiting, .waiting)
    (appendPhase, prependPhase) = (.waiting, .waiting)
    (appendLoad, prependLoad) = (nil, nil)
  }

  /// The memory cap dropped the first page on a side: the edge keeps what it would have loaded
  /// after it, to load once the dropped pages are back.
  ///
  /// - Parameters:
  ///   - edge: What the edge would load after the pages held.
  ///   - side: The side.
  mutating func keepFrontier(_ edge: Edge, at side: LoadDirection) {
    frontiers[side] = edge
  }

  /// The last dropped page on a side came back: the edge goes on with what it kept, or ends.
  ///
  /// - Parameter side: The side.
  /// - Returns: What the edge loads next.
  mutating func takeFrontier(at side: LoadDirection) -> Edge {
    frontiers.removeValue(forKey: side) ?? .end
  }

  /// What an edge would load after the pages dropped on its side, if any were.
  func frontier(at side: LoadDirection) -> Edge? { frontiers[side] }

  /// The rows are gone: no dropped page to come back to.
  mutating func forgetFrontiers() {
    frontiers = [:]
  }
}
