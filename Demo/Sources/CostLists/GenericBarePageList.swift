public import AsyncList
public import Observation

/// ``BarePageList`` generic over its source and compiled in a module of its own, called
/// unspecialised as apps call the library: a task, the hop back, the rows appended, one
/// published change (through a key path made once). Measured by `asynclist-cost genericBarePage`:
/// the floor of a page's cost for a list generic over the app's items and unspecialised. Not
/// `@inlinable`, and its page path reads private state, so the app's module cannot specialise it.
@MainActor
@Observable
public final class GenericBarePageList<Source: PageSource> where Source.Key == Int, Source.Query == String {
  /// The key path of the observed rows, made once.
  @MainActor struct KeyPaths {
    let rows = \GenericBarePageList<Source>.rows
  }

  /// The rows shown.
  public private(set) var rows: [Source.Item] {
    get {
      access(keyPath: keyPaths.rows)
      return storedRows
    }
    set { withMutation(keyPath: keyPaths.rows) { storedRows = newValue } }
  }
  /// Whether a page is loading.
  @ObservationIgnored public private(set) var loading = false
  @ObservationIgnored private var storedRows: [Source.Item] = []
  @ObservationIgnored private let keyPaths = KeyPaths()
  @ObservationIgnored let source: Source
  @ObservationIgnored let pageSize: Int

  /// A list over a source, loading pages of a size.
  public init(source: Source, pageSize: Int) {
    self.source = source
    self.pageSize = pageSize
  }

  /// Loads the next page, unless one is loading.
  public func loadNext() {
    guard !loading else { return }
    loading = true
    let request = PageRequest<Int, String>(key: storedRows.count, loadSize: pageSize, direction: .append, query: "")
    Task { [source] in
      let page = try? await source.loadPage(request)
      withMutation(keyPath: keyPaths.rows) { storedRows.append(contentsOf: page?.items ?? []) }
      loading = false
    }
  }
}
