#if canImport(UIKit)
  import AsyncList
  import Foundation
  import Observation
  import UIKit

  extension AsyncListCollectionAdapter {
    /// Applies the model's rows and presentation, and observes them again: the tracking fires once
    /// for the next change (the model publishes its rows and presentation together), which
    /// schedules the next update. One snapshot per published change, nothing per frame.
    func update() {
      let (rows, presentation) = withObservationTracking {
        (model.rows, model.presentation)
      } onChange: { [weak self] in
        Task { @MainActor in self?.update() }
      }
      apply(rows, presentation)
    }

    /// Applies a snapshot of the rows and the edges around them. The rows on screen that stay
    /// and the edges are reconfigured, since an item can change under the same id (an edit, a
    /// footer that failed, a staggered reveal's limit, rows dimmed for the previous query).
    func apply(_ rows: Rows<Item>, _ presentation: ListPresentation) {
      let onScreen = collectionView.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) }
        .filter(\.isRow)
      let generation = model.metrics.generation
      // Rows that land or go above the screen must not move what the user reads.
      let kept = generation == appliedGeneration && rows.first?.id != appliedRows.first?.id ? topRowOnScreen() : nil
      let animated =
        kept == nil && animatesDifferences && appliedPresentation.content == .rows && presentation.content == .rows
      appliedGeneration = generation
      appliedRows = rows
      appliedPresentation = presentation
      let edges = Self.edges(of: presentation)
      var snapshot = NSDiffableDataSourceSnapshot<AsyncListSection, Entry>()
      snapshot.appendSections([.header, .rows, .footer])
      snapshot.appendItems(edges.header, toSection: .header)
      snapshot.appendItems(Self.entries(of: rows), toSection: .rows)
      snapshot.appendItems(edges.footer, toSection: .footer)
      snapshot.reconfigureItems((onScreen + appliedEdges).filter { snapshot.indexOfItem($0) != nil })
      appliedEdges = edges.header + edges.footer
      dataSource.apply(snapshot, animatingDifferences: animated)
      if let kept { keepOnScreen(kept) }
      scrollToNewStartRow()
      if backgroundContent != presentation.content { showBackground() }
    }

    /// Every position: placeholders before the rows held, the rows, placeholders after.
    static func entries(of rows: Rows<Item>) -> [Entry] {
      var entries: [Entry] = []
      entries.reserveCapacity(rows.totalCount)
      entries.append(contentsOf: (0..<rows.placeholdersBefore).lazy.map(Entry.placeholder))
      entries.append(contentsOf: rows.ids.lazy.map(Entry.row))
      entries.append(contentsOf: (rows.endIndex..<rows.totalCount).lazy.map(Entry.placeholder))
      return entries
    }

    /// The state cells around the rows, where the presentation places them: a failed refresh's
    /// banner, and the edges only while the list has rows (without rows, the background view
    /// says it all).
    static func edges(of presentation: ListPresentation) -> (header: [Entry], footer: [Entry]) {
      let hasRows = presentation.content == .rows
      var header: [Entry] = []
      if case .failed = presentation.refresh { header.append(.refreshFailed) }
      if hasRows && presentation.headerRow != nil { header.append(.header) }
      return (header, hasRows && presentation.footerRow != nil ? [.footer] : [])
    }

    /// Shows the background view of the presentation's state.
    func showBackground() {
      backgroundContent = appliedPresentation.content
      collectionView.backgroundView = makeBackgroundView(appliedPresentation.content, model.retry)
    }

    /// Reconfigures the state cells, after a customisation changed.
    func reconfigureStates() {
      let placeholders = Self.entries(of: appliedRows).filter { !$0.isRow }
      for entry in appliedEdges + placeholders { needsReconfiguration(entry) }
    }

    /// Schedules a cell's reconfiguration; those asked for before the main actor's next turn are
    /// applied together.
    func needsReconfiguration(_ entry: Entry) {
      pendingReconfiguration.insert(entry)
      guard pendingReconfiguration.count == 1 else { return }
      Task { [weak self] in self?.reconfigurePending() }
    }

    /// Reconfigures the cells asked for that are still in the data source.
    func reconfigurePending() {
      var snapshot = dataSource.snapshot()
      let entries = pendingReconfiguration.filter { snapshot.indexOfItem($0) != nil }
      pendingReconfiguration = []
      guard !entries.isEmpty else { return }
      snapshot.reconfigureItems(Array(entries))
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Installs a refresh control whose pull refreshes the model and ends when the refresh has.
    func installRefreshControl() {
      let control = UIRefreshControl()
      control.addAction(UIAction { [weak self] _ in self?.pulledToRefresh() }, for: .valueChanged)
      collectionView.refreshControl = control
    }

    private func pulledToRefresh() {
      Task { [model, collectionView] in
        await model.refresh()
        collectionView.refreshControl?.endRefreshing()
      }
    }
  }
#endif
