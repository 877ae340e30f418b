/// What an edge of the list is doing, without its cursor or failure: the part of
/// ``PagingStateMachine/Edge`` every event reads, in a type that does not depend on the app's.
enum EdgePhase: Sendable, Equatable {
  case waiting
  case idle
  case loading
  case failed
  case end
}

extension Edges.Edge {
  /// The edge's phase.
  var phase: EdgePhase {
    switch self {
    case .waiting: .waiting
    case .idle: .idle
    case .loading: .loading
    case .failed: .failed
    case .end: .end
    }
  }
}
