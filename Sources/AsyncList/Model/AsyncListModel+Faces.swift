/// The reads a face makes, each observed on its own, so that a change redraws what it changed:
/// the structure a `ForEach` reads is ``rows`` (it changes only when rows or placeholder counts
/// do), a row reads its ``revealGate(at:)`` and its detail, and the state around the rows is
/// observed apart from them. The package's faces read the model through these and ``rows``
/// only; the tests count what each invalidates under `withObservationTracking`.
extension AsyncListModel {
  /// The list's main state (``ListPresentation/content``), observed apart from the rest: for the
  /// overlay of the first load, its failure and the empty list.
  public var listContent: ListPresentation.Content {
    access(keyPath: keyPaths.content)
    return faces.content
  }

  /// The edge rows above and below the rows, observed apart from them.
  public var edgeRows: EdgeRows {
    access(keyPath: keyPaths.edges)
    return faces.edges
  }

  /// The pull-to-refresh state, observed apart from the rows: for a failed refresh's banner.
  public var refreshStatus: ListPresentation.RefreshStatus {
    access(keyPath: keyPaths.refresh)
    return faces.refresh
  }

  /// Whether the rows are the previous query's, kept while a new one loads (drawn dimmed).
  public var showsPreviousQuery: Bool {
    access(keyPath: keyPaths.dimmed)
    return faces.dimmed
  }

  /// Whether the row at a position shows yet during a staggered first page, observed per row.
  ///
  /// - Parameter position: The row's position in ``rows``.
  /// - Returns: The row's gate: outside a reveal, one gate that is always open.
  public func revealGate(at position: Int) -> RevealGate {
    faces.gates.gate(at: position)
  }

  /// The version of the rows published last: one more each time ``rows`` changes. A face
  /// records the version it applied and asks ``rowChanges(since:)`` for the next.
  ///
  /// Observed with ``rows``: a view that reads it runs again when the rows change.
  public var rowsVersion: Int {
    access(keyPath: keyPaths.rows)
    return history.version
  }

  /// The changes to the positions since a version of the rows, in order (``ListChange``), so a
  /// face updates what changed instead of comparing the whole list.
  ///
  /// ```swift
  /// let rows = model.rows
  /// if let changes = model.rowChanges(since: applied) { apply(changes, rows) } else { reload(rows) }
  /// applied = model.rowsVersion
  /// ```
  ///
  /// - Parameter version: A ``rowsVersion`` the face applied.
  /// - Returns: The changes, empty when there are none; `nil` when the version is older than
  ///   the last 64 publishes of rows (reload).
  public func rowChanges(since version: Int) -> [ListChange]? {
    history.changes(since: version)
  }

  /// Sets the values the faces observe from a presentation, each only when it changed.
  func publishFaces(_ presentation: ListPresentation) {
    if presentation.content != faces.content {
      withMutation(keyPath: keyPaths.content) { faces.content = presentation.content }
    }
    let edges = EdgeRows(presentation)
    if edges != faces.edges { withMutation(keyPath: keyPaths.edges) { faces.edges = edges } }
    if presentation.refresh != faces.refresh {
      withMutation(keyPath: keyPaths.refresh) { faces.refresh = presentation.refresh }
    }
    let dimmed = presentation.freshness == .previousQuery
    if dimmed != faces.dimmed { withMutation(keyPath: keyPaths.dimmed) { faces.dimmed = dimmed } }
    faces.gates.follow(presentation.revealLimit)
  }
}

extension AsyncListModel {
  /// A run of placeholders drawn as one view showed other positions: those that came on screen
  /// are reported as ``rowAppeared(at:)``, those that left as ``placeholderDisappeared(at:)``
  /// (a screenful of positions at most, whatever the run's size).
  ///
  /// - Parameters:
  ///   - old: The positions of the run on screen before, if any.
  ///   - new: The positions on screen now, if any.
  @_spi(Faces) public func placeholdersOnScreen(from old: Range<Int>?, to new: Range<Int>?) {
    let old = old ?? 0..<0
    let new = new ?? 0..<0
    for position in old where !new.contains(position) { placeholderDisappeared(at: position) }
    for position in new where !old.contains(position) { rowAppeared(at: position) }
  }
}

extension AsyncListModel {
  /// The row a face keeps in place after the changes since a version: the row highest on screen
  /// (among the rows the face reported by id), when rows landed or went above it (its position moved) or positions
  /// above it changed what they show (a page dropped to placeholders, placeholders that became
  /// rows: their heights may differ), in either layout. `nil` when nothing above it changed, or after a new generation (the start row
  /// decides then, ``startRowID``).
  ///
  /// - Parameter version: The ``rowsVersion`` the face applied before these changes.
  /// - Returns: The row to keep where it was on screen, and its position now.
  public func rowToKeep(since version: Int) -> (id: Item.ID, position: Int)? {
    guard let id = topRowOnScreenID, let changes = rowChanges(since: version), !changes.isEmpty,
      let now = rows.index(of: id)
    else { return nil }
    var before = now
    var redrawnAbove = false
    // The row's position before the changes: undo them, newest first.
    for change in changes.reversed() {
      switch change {
      case .reloaded: return nil
      case .inserted(let at, let count):
        if before >= at + count { before -= count } else if before >= at { return nil }
      case .removed(let at, let count): if before >= at { before += count }
      case .replaced(let at, let count): redrawnAbove = redrawnAbove || at + count <= before
      }
    }
    return before != now || redrawnAbove ? (id, now) : nil
  }
}

extension AsyncListModel {
  /// Asks the face to scroll to the start row again: one more each time a row appears while the
  /// start row (``startRowID``, when ``scrollsToStartRow``) has not been shown since it became
  /// the start row. A row appearing proves the rows are in layout, so a scroll asked for then
  /// does not race the first layout; the requests stop once the start row itself appears.
  ///
  /// ```swift
  /// .onChange(of: model.startRowRequests) {
  ///   if let row = model.startRowID { proxy.scrollTo(row, anchor: .top) }
  /// }
  /// ```
  public var startRowRequests: Int {
    access(keyPath: keyPaths.startRowRequests)
    return faces.startRowRequests
  }

  /// After rows are published: a new start row waits to be shown; one the list no longer holds
  /// (removed, or its page dropped before it showed) waits no more.
  func awaitNewStartRow() {
    // The ids are compared only when the engine set its start row since the last publish, and
    // in functions of their own: in code not specialised for the app's types, a function that
    // handles an id asks the runtime for its types on entry, whichever branch runs.
    if engine.paging.startRowSerial != faces.startRowSerial {
      faces.startRowSerial = engine.paging.startRowSerial
      if takeNewStartRow() { return }
    }
    if viewport.awaitsStartRow { stopAwaitingAStartRowGone() }
  }

  /// Takes the engine's start row when it differs from the one the faces had.
  ///
  /// - Returns: Whether it differed.
  @inline(never) private func takeNewStartRow() -> Bool {
    let start = engine.paging.startRowID
    guard start != faces.startRow else { return false }
    faces.startRow = start
    viewport.awaitsStartRow = start != nil && scrollsToStartRow
    return true
  }

  /// The start row the faces wait for left the rows: they wait no more.
  @inline(never) private func stopAwaitingAStartRowGone() {
    if let start = faces.startRow, engine.paging.rows.index(of: start) == nil {
      viewport.awaitsStartRow = false
    }
  }

  /// A row (or, with `nil`, a placeholder) appeared while the start row waits: it was shown, or
  /// the face is asked to scroll to it now that positions are in layout.
  func startRowLaidOut(showing id: Item.ID?) {
    if id != nil, id == faces.startRow {
      viewport.awaitsStartRow = false
    } else {
      withMutation(keyPath: keyPaths.startRowRequests) { faces.startRowRequests += 1 }
    }
  }
}
