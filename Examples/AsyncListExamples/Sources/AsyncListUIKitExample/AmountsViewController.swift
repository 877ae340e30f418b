#if canImport(UIKit)
  import AsyncList
  import AsyncListUIKit
  public import UIKit

  /// The amounts list in UIKit: "Line N" rows, 20 to a page, each with a slow amount drawn as a bar
  /// that springs out when it arrives while the row is on screen, or when a loaded row scrolls into
  /// view. Pull to refresh; the footer spins, fails with a retry button, or says the list ended.
  ///
  /// ```swift
  /// window.rootViewController = UINavigationController(rootViewController: AmountsViewController())
  /// ```
  public final class AmountsViewController: UIViewController {
    private let model = DetailListModel(
      source: LineSource(), details: AmountSource(), configuration: PagingConfiguration(pageSize: 20))
    private var adapter: AsyncListCollectionAdapter<LineSource, AmountCell>?

    /// The view is the collection view, in a plain list layout.
    override public func loadView() {
      let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      adapter = AsyncListCollectionAdapter(
        collectionView, model: model, cell: AmountCell.self
      ) { cell, _, line, amount in
        cell.show(line, amount)
      }
      view = collectionView
    }

    /// Sets the title.
    override public func viewDidLoad() {
      super.viewDidLoad()
      title = "Amounts"
    }

    /// Starts (or resumes) paging while the list is on screen.
    override public func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      model.start()
    }

    /// Stops paging when the list leaves the screen; the rows stay.
    override public func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      model.stop()
    }
  }
#endif
