/// The rows a list view reported on screen as one range (``ListEngine/visibleRowsChanged(to:at:)``):
/// rows by id, so a refresh that puts other rows at the same positions reports them anew, and
/// placeholders of dropped pages by position.
struct ScreenRows<ID: Hashable & Sendable>: Sendable {
  var ids: Set<ID> = []
  var placeholders: Set<Int> = []
  var range: Range<Int> = 0..<0
}
