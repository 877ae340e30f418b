/// What the faces observe apart from the rows, each value on its own
/// (``AsyncListModel/listContent``, ``AsyncListModel/edgeRows``, ``AsyncListModel/refreshStatus``,
/// ``AsyncListModel/showsPreviousQuery``, ``AsyncListModel/revealGate(at:)``): a part of the model with
/// state of its own, set from each presentation the engine publishes. A footer's spinner, a
/// reveal tick or a failed refresh changes one of them, and redraws what reads it only.
@MainActor
struct FaceState<ID: Hashable & Sendable> {
  var content: ListPresentation.Content
  var edges: EdgeRows
  var refresh: ListPresentation.RefreshStatus
  var dimmed: Bool
  var gates: RevealGates
  /// The engine's ``PagingStateMachine/startRowSerial`` when ``startRow`` was last read.
  var startRowSerial = 0
  /// The requests to scroll to ``startRow``: each position that appears while it waits
  /// (``Viewport/awaitsStartRow``: the rows are in layout) asks the face to scroll again
  /// (``AsyncListModel/startRowRequests``).
  var startRowRequests = 0
  /// The start row the faces were last asked to show. Last: code not specialised for the app's
  /// types reaches a property behind one whose size depends on them only through a runtime
  /// lookup of this type, and the serial above is read on every publish.
  var startRow: ID?

  init(_ presentation: ListPresentation) {
    content = presentation.content
    edges = EdgeRows(presentation)
    refresh = presentation.refresh
    dimmed = presentation.freshness == .previousQuery
    gates = RevealGates(limit: presentation.revealLimit)
  }
}
