/// A row of the demo list: "Line N".
struct DemoLine: Identifiable, Sendable, CustomStringConvertible {
  let id: Int
  var title: String { "Line \(id)" }
  var description: String { title }
}
