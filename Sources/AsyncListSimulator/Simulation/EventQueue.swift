/// Events ordered by time, then by insertion.
struct EventQueue {
  enum Event: Equatable {
    case page(id: Int, rows: Range<Int>)
    case detail(id: Int, row: Int)
    case wake(id: Int)
    /// A cancelled request the server keeps running: its slot frees when it ends.
    case orphan(server: Int)
  }

  private var events: [(time: Duration, order: Int, event: Event)] = []
  private var order = 0

  mutating func push(at time: Duration, _ event: Event) {
    order += 1
    let entry = (time, order, event)
    let index = events.firstIndex { ($0.time, $0.order) > (time, order) } ?? events.endIndex
    events.insert(entry, at: index)
  }

  mutating func pop(before time: Duration) -> (Duration, Event)? {
    guard let first = events.first, first.time <= time else { return nil }
    events.removeFirst()
    return (first.time, first.event)
  }

  mutating func remove(where predicate: (Event) -> Bool) {
    events.removeAll { predicate($0.event) }
  }

  /// Removes the events that match and returns them with their times.
  mutating func take(where predicate: (Event) -> Bool) -> [(Duration, Event)] {
    let taken = events.filter { predicate($0.event) }.map { ($0.time, $0.event) }
    remove(where: predicate)
    return taken
  }
}
