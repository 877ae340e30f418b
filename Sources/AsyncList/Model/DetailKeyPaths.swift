/// The key paths of a ``DetailLoader``'s observed properties and of its rows' ``RowDetail``
/// objects, made once per loader.
///
/// A key path literal into a generic class is instantiated by the runtime on every use (its
/// generic arguments demangled and resolved: tens of thousands of instructions); a detail that
/// starts, lands or reveals sets a row object's properties, so they are made once and shared.
@MainActor
struct DetailKeyPaths<Source: DetailSource> {
  let metrics = \DetailLoader<Source>.metrics
  let row = RowDetailKeyPaths<Source.Detail>()
}
