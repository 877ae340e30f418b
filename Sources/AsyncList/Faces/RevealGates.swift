/// The gates of the rows of a staggered first page that a face asked for: a part of the model
/// with state of its own. It mirrors the engine's reveal limit and decides nothing.
///
/// Only rows a face draws during a reveal get a gate of their own (the rows on screen), and the
/// gates go when the reveal ends; outside a reveal every row shares one open gate.
@MainActor
struct RevealGates {
  /// The engine's limit: positions below it show; `nil` when every row shows.
  private(set) var limit: Int?
  private var gates: [Int: RevealGate] = [:]
  /// The gate of every row outside a reveal: always open.
  private let open = RevealGate(isShown: true)

  init(limit: Int?) {
    self.limit = limit
  }

  /// The gate of the row at a position.
  mutating func gate(at position: Int) -> RevealGate {
    guard let limit else { return open }
    if let gate = gates[position] { return gate }
    let gate = RevealGate(isShown: position < limit)
    gates[position] = gate
    return gate
  }

  /// Follows the engine's limit: opens the gates it passed (each changes once, so each row
  /// redraws once), and forgets them all when the reveal ends.
  mutating func follow(_ newLimit: Int?) {
    guard newLimit != limit else { return }
    if let old = limit, let newLimit, newLimit < old { gates = [:] }  // a new reveal
    for (position, gate) in gates where !gate.isShown && newLimit.map({ position < $0 }) ?? true {
      gate.isShown = true
    }
    limit = newLimit
    if newLimit == nil { gates = [:] }
  }
}
