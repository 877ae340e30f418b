/// The two growing edges of a list, and what each loads after the pages the memory cap dropped
/// on its side: a part of ``PagingStateMachine`` that changes only through its own methods.
struct Edges<Key: Hashable & Sendable>: Sendable {
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
    case key(Key)
    /// A page the memory cap dropped, loaded again with its first request.
    case reload(PageSlot<Key>)
  }

  /// What the bottom edge is doing, kept beside the edge by the same method: reading a generic
  /// enum's case costs unspecialized code a runtime type lookup.
  private(set) var appendPhase = EdgePhase.waiting
  /// What the top edge is doing.
  private(set) var prependPhase = EdgePhase.waiting
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
    if direction == .prepend {
      prepend = edge
      prependPhase = edge.phase
    } else {
      append = edge
      appendPhase = edge.phase
    }
  }

  /// Both edges wait for a first page: no key yet.
  mutating func waitForFirstPage() {
    (append, prepend) = (.waiting, .waiting)
    (appendPhase, prependPhase) = (.waiting, .waiting)
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
