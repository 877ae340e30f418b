#if canImport(UIKit)
  import AsyncList
  import Foundation
  import Observation
  import UIKit

  extension AsyncListCollectionAdapter {
    /// Applies what the model published, and observes it again: the tracking fires once for the
    /// next change to the rows, the edges, the refresh state or the list's state, which schedules
    /// the next update. Nothing per frame, and nothing for a detail or a reveal (the cells that
    /// read them are reconfigured alone).
    func update() {
      withObservationTracking {
        _ = model.rows
        _ = model.edgeRows
        _ = model.refreshStatus
        _ = model.listContent
      } onChange: { [weak self] in
        Task { @MainActor in self?.update() }
      }
      apply()
    }

    /// Applies the rows' changes since the version applied as index updates
    /// (``AsyncList/CollectionUpdates``, planned in the core), and the state cells around them.
    /// A new generation, a history that no longer reaches back, or the list's first rows reload
    /// once, without animation.
    func apply() {
      let rows = model.rows
      let version = model.rowsVersion
      let edges = model.edgeRows
      let refresh = model.refreshStatus
      let content = model.listContent
      let plan = model.rowChanges(since: appliedVersion).map { CollectionUpdates.plan($0) } ?? .reload
      let (header, footer) = Self.entries(edges, refresh)
      // A section whose entries stay but whose status changed is reconfigured, not reloaded.
      let headerRedrawn = header == appliedHeader && (edges.header != appliedEdges.header || refresh != appliedRefresh)
      let footerRedrawn = footer == appliedFooter && edges.footer != appliedEdges.footer
      let stateChanged = header != appliedHeader || footer != appliedFooter
      // Rows that land or go above the screen must not move what the user reads: the core says
      // which row to keep, the layout where it is.
      let kept = plan.reloads || model.rowToKeep(since: appliedVersion) == nil ? nil : topRowOnScreen()
      let animated =
        animatesDifferences && appliedContent == .rows && content == .rows && !plan.reloads && kept == nil
      appliedContent = content
      appliedEdges = edges
      appliedRefresh = refresh
      if plan.reloads {
        (appliedRows, appliedVersion, appliedHeader, appliedFooter) = (rows, version, header, footer)
        collectionView.reloadData()
      } else if !plan.isEmpty || stateChanged || version != appliedVersion {
        let updates = {
          (self.appliedRows, self.appliedVersion) = (rows, version)
          self.collectionView.deleteItems(at: plan.deleted.map { IndexPath(item: $0, section: 1) })
          self.collectionView.insertItems(at: plan.inserted.map { IndexPath(item: $0, section: 1) })
          if header != self.appliedHeader { self.collectionView.reloadSections(IndexSet(integer: 0)) }
          if footer != self.appliedFooter { self.collectionView.reloadSections(IndexSet(integer: 2)) }
          (self.appliedHeader, self.appliedFooter) = (header, footer)
        }
        if animated {
          collectionView.performBatchUpdates(updates)
        } else {
          UIView.performWithoutAnimation { collectionView.performBatchUpdates(updates) }
        }
        // After the batch, in its positions: a placeholder that became a row changes its cell's
        // kind, so it is reloaded, not reconfigured.
        if !plan.redrawn.isEmpty {
          UIView.performWithoutAnimation {
            collectionView.reloadItems(at: plan.redrawn.map { IndexPath(item: $0, section: 1) })
          }
        }
      }
      if headerRedrawn { for entry in appliedHeader { needsReconfiguration(entry) } }
      if footerRedrawn { for entry in appliedFooter { needsReconfiguration(entry) } }
      if let kept { keepOnScreen(kept) }
      scrollToNewStartRow()
      if backgroundContent != content { showBackground() }
    }

    /// The state cells around the rows: a failed refresh's banner, and the edges the model
    /// places (only while the list has rows; without rows, the background view says it all).
    static func entries(_ edges: EdgeRows, _ refresh: ListPresentation.RefreshStatus) -> (
      header: [Entry], footer: [Entry]
    ) {
      var header: [Entry] = []
      if case .failed = refresh { header.append(.refreshFailed) }
      if edges.header != nil { header.append(.header) }
      return (header, edges.footer != nil ? [.footer] : [])
    }

    /// Shows the background view of the list's state.
    func showBackground() {
      backgroundContent = appliedContent
      collectionView.backgroundView = makeBackgroundView(appliedContent, model.retry)
    }

    /// Reconfigures the state cells on screen, after a customisation changed.
    func reconfigureStates() {
      for path in collectionView.indexPathsForVisibleItems {
        if let entry = entry(at: path), !entry.isRow { needsReconfiguration(entry) }
      }
    }

    /// Schedules a cell's reconfiguration; those asked for before the main actor's next turn are
    /// applied together.
    func needsReconfiguration(_ entry: Entry) {
      pendingReconfiguration.insert(entry)
      guard pendingReconfiguration.count == 1 else { return }
      Task { [weak self] in self?.reconfigurePending() }
    }

    /// Reconfigures the cells asked for that the collection view still shows.
    func reconfigurePending() {
      let paths = pendingReconfiguration.compactMap(indexPath(of:))
      pendingReconfiguration = []
      guard !paths.isEmpty else { return }
      collectionView.reconfigureItems(at: paths)
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
