/// The rows a list view reported on screen as one range (``AsyncListModel/visibleRowsChanged(to:)``):
/// rows by id, so a refresh that puts other rows at the same positions reports them anew, and
/// placeholders of dropped pages by position.
struct ScreenRows<ID: Hashable> {
  var ids: Set<ID> = []
  var placeholders: Set<Int> = []
  var range: Range<Int> = 0..<0
}
