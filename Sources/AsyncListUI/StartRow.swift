#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// A `List` keeps the user's place, as the core decides it:
  ///
  /// - The start row (a list that starts at a key, or a refresh at the user's place) is scrolled
  ///   to when the model asks (``AsyncList/AsyncListModel/startRowRequests``): once rows of the
  ///   generation have appeared, so the scroll never races the first layout, and again until the
  ///   start row itself has appeared.
  /// - When rows land or go above the row highest on screen, that row is scrolled back to the
  ///   top (``AsyncList/AsyncListModel/rowToKeep(since:)``). `List` scrolls to a row's edge, not
  ///   to an offset, so a row half off the top comes back aligned to it.
  struct ListStartRow<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    let proxy: ScrollViewProxy

    func body(content: Content) -> some View {
      content
        .onChange(of: model.startRowRequests) { _, _ in
          guard model.scrollsToStartRow, let row = model.startRowID else { return }
          proxy.scrollTo(row, anchor: .top)
        }
        .onChange(of: model.rowsVersion) { applied, _ in
          guard let kept = model.rowToKeep(since: applied) else { return }
          proxy.scrollTo(kept.id, anchor: .top)
        }
    }
  }

  /// A lazy stack keeps the user's place with the scroll view's own anchor: its position is bound
  /// to the identity of the row at the top (`scrollPosition(id:anchor:)`), so the row stays where
  /// it is, offset included, while pages land or go above it. The start row is set when the
  /// model asks (``AsyncList/AsyncListModel/startRowRequests``) and when it first becomes the
  /// start row.
  struct StackStartRow<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    @State private var topRow: Source.Item.ID?

    func body(content: Content) -> some View {
      content
        .scrollPosition(id: $topRow, anchor: .top)
        .onChange(of: model.startRowRequests, initial: true) { _, _ in
          guard model.scrollsToStartRow, let row = model.startRowID else { return }
          topRow = row
        }
    }
  }
#endif
