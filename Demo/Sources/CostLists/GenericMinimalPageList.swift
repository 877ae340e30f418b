public import AsyncList
public import Observation

/// ``MinimalPageList``'s page path, generic over the source as a library's list must be, and
/// compiled in a module of its own: the app's module calls it unspecialised, as it calls
/// ``AsyncListModel``. Measured by `asynclist-cost genericMinimalPage`: what the generic
/// boundary alone adds to the least a paging list with states does per page.
///
/// Its observed properties use key paths made once (as the model's do): a key path literal into
/// a generic class is instantiated by the runtime on every use, tens of thousands of
/// instructions each. Not `@inlinable`, and its page path reads private state, so the app's
/// module cannot specialise it: it runs as a library's code runs in an app.
@MainActor
@Observable
public final class GenericMinimalPageList<Source: PageSource> where Source.Key == Int, Source.Query == String {
  /// The footer's state.
  public enum Footer: Equatable { case idle, loading, end }

  /// The key paths of the observed properties, made once.
  @MainActor struct KeyPaths {
    let rows = \GenericMinimalPageList<Source>.rows
    let footer = \GenericMinimalPageList<Source>.footer
    let pagesLoaded = \GenericMinimalPageList<Source>.pagesLoaded
  }

  /// The rows shown.
  public private(set) var rows: [Source.Item] {
    get {
      access(keyPath: keyPaths.rows)
      return storedRows
    }
    set { withMutation(keyPath: keyPaths.rows) { storedRows = newValue } }
  }
  /// The footer.
  public private(set) var footer: Footer {
    get {
      access(keyPath: keyPaths.footer)
      return storedFooter
    }
    set { withMutation(keyPath: keyPaths.footer) { storedFooter = newValue } }
  }
  /// Pages that landed.
  public private(set) var pagesLoaded: Int {
    get {
      access(keyPath: keyPaths.pagesLoaded)
      return storedPagesLoaded
    }
    set { withMutation(keyPath: keyPaths.pagesLoaded) { storedPagesLoaded = newValue } }
  }
  @ObservationIgnored private var storedRows: [Source.Item] = []
  @ObservationIgnored private var storedFooter = Footer.idle
  @ObservationIgnored private var storedPagesLoaded = 0
  @ObservationIgnored private let keyPaths = KeyPaths()
  @ObservationIgnored private var ids: Set<Source.Item.ID> = []
  @ObservationIgnored private var nextKey: Int? = 0
  @ObservationIgnored private var generation = 0
  @ObservationIgnored let source: Source
  @ObservationIgnored let pageSize: Int

  /// A list over a source, loading pages of a size.
  public init(source: Source, pageSize: Int) {
    self.source = source
    self.pageSize = pageSize
  }

  /// Whether a page is loading.
  public var loading: Bool { footer == .loading }

  /// Loads the next page, unless one is loading or the list ended.
  public func loadNext() {
    guard footer == .idle, let key = nextKey else { return }
    footer = .loading
    let request = PageRequest<Int, String>(key: key, loadSize: pageSize, direction: .append, query: "")
    let generation = self.generation
    Task { [source] in
      let page = try? await source.loadPage(request)
      guard generation == self.generation, let page else { return }
      var fresh: [Source.Item] = []
      fresh.reserveCapacity(page.items.count)
      for item in page.items where ids.insert(item.id).inserted { fresh.append(item) }
      withMutation(keyPath: keyPaths.rows) { storedRows.append(contentsOf: fresh) }
      nextKey = page.nextKey
      footer = page.nextKey == nil ? .end : .idle
      pagesLoaded += 1
    }
  }
}
