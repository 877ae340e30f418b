/// The key paths of an ``AsyncListModel``'s observed properties, made once per model.
///
/// A key path literal into a generic class is instantiated by the runtime on every use (its
/// generic arguments demangled and resolved: tens of thousands of instructions), and the model
/// names them on every event that publishes; made once, they cost nothing after.
@MainActor
struct ModelKeyPaths<Source: PageSource> {
  let rows = \AsyncListModel<Source>.rows
  let presentation = \AsyncListModel<Source>.presentation
  let metrics = \AsyncListModel<Source>.metrics
  let query = \AsyncListModel<Source>.query
  let content = \AsyncListModel<Source>.listContent
  let edges = \AsyncListModel<Source>.edgeRows
  let refresh = \AsyncListModel<Source>.refreshStatus
  let dimmed = \AsyncListModel<Source>.showsPreviousQuery
  let startRowRequests = \AsyncListModel<Source>.startRowRequests
}
