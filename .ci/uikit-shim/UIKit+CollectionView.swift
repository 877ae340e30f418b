// The collection view, its cells, layout and delegates: what AsyncListCollectionAdapter drives and
// listens to. Same format as UIKit.swift.

// https://developer.apple.com/documentation/uikit/uicollectionview
// apple: @MainActor class UICollectionView
// inherits: UIScrollView
// unverified: the stored copies of the page print the older `@MainActor class UICollectionView : UIScrollView`; written as UIView's current page declares an ObjC class
@MainActor open class UICollectionView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  // apple: init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)
  // differs: a convenience initializer in the shim, so that the class inherits UIView's designated initializers (the shim's stubs need no initializer of their own)
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { self.init(frame: frame) }
  // https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  // apple: weak var delegate: (any UICollectionViewDelegate)? { get set }
  // differs: a stored property in the shim (`weak` needs storage); Apple's `{ get set }` says the same
  open weak var delegate: (any UICollectionViewDelegate)?
  // https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource
  // apple: weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { get set }
  // differs: a stored property in the shim (`weak` needs storage)
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  // https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
  // apple: var backgroundView: UIView? { get set }
  open var backgroundView: UIView? { get { nil } set {} }
  // https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  // apple: var collectionViewLayout: UICollectionViewLayout { get set }
  open var collectionViewLayout: UICollectionViewLayout { get { UICollectionViewLayout() } set {} }
  // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  // apple: var indexPathsForVisibleItems: [IndexPath] { get }
  open var indexPathsForVisibleItems: [IndexPath] { [] }
  // https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  // apple: func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  // apple: func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  // A plain data source and index-based updates (the data source protocol is in UIKit+DataSource.swift).

  // https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  // apple: weak var dataSource: (any UICollectionViewDataSource)? { get set }
  // differs: a stored property in the shim (`weak` needs storage); Apple's `{ get set }` says the same
  open weak var dataSource: (any UICollectionViewDataSource)?
  // https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  // apple: func reloadData()
  open func reloadData() {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  // apple: var numberOfSections: Int { get }
  open var numberOfSections: Int { 0 }
  // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  // apple: func numberOfItems(inSection section: Int) -> Int
  open func numberOfItems(inSection section: Int) -> Int { 0 }
  // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  // apple: func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  // apple: func insertItems(at indexPaths: [IndexPath])
  open func insertItems(at indexPaths: [IndexPath]) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  // apple: func deleteItems(at indexPaths: [IndexPath])
  open func deleteItems(at indexPaths: [IndexPath]) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  // apple: func reloadItems(at indexPaths: [IndexPath])
  open func reloadItems(at indexPaths: [IndexPath]) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  // apple: func reconfigureItems(at indexPaths: [IndexPath])
  open func reconfigureItems(at indexPaths: [IndexPath]) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
  // apple: func reloadSections(_ sections: IndexSet)
  open func reloadSections(_ sections: IndexSet) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  // apple: func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)
  // apple: func indexPathForItem(at point: CGPoint) -> IndexPath?
  open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
  // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3vaho
  // apple: func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
  // unverified: the page was not among the stored pages (the stored page of that name, -6z6t4, documents the UINib overload); written as public copies of the -3vaho page print it
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  // apple: func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell
  // unverified: the page was not among the stored pages; written as public copies of the page print it (recent copies without `@MainActor`, as its siblings' stored pages print an ObjC method of a `@MainActor` class; an older copy with it, which the class gives anyway)
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    fatalError("UIKit shim: type-checking only")
  }
}

extension UICollectionView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  // apple: @MainActor @preconcurrency func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
  // apple:   for indexPath: IndexPath, item: Item?) -> Cell where Cell : UICollectionViewCell
  @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell { fatalError("UIKit shim: type-checking only") }

  // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  // apple: struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    // apple: typealias Handler = (Cell, IndexPath, Item) -> Void
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    // apple: init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  // apple: struct ScrollPosition
  public struct ScrollPosition {
    init() {}
    // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
    // apple: static var top: UICollectionView.ScrollPosition { get }
    // unverified: the page was not among the stored pages; named in ScrollPosition's page
    public static var top: UICollectionView.ScrollPosition { ScrollPosition() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
  // apple: enum ElementCategory
  public enum ElementCategory {
    // https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/cell
    // apple: case cell
    // unverified: the page was not among the stored pages; named in ElementCategory's page
    case cell
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
// apple: @MainActor class UICollectionReusableView
// inherits: UIView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UICollectionReusableView: UIView {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
// apple: @MainActor class UICollectionViewCell
// inherits: UICollectionReusableView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  // apple: var contentView: UIView { get }
  open var contentView: UIView { UIView(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
  // apple: var contentConfiguration: (any UIContentConfiguration)? { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var contentConfiguration: (any UIContentConfiguration)? { get { nil } set {} }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
// apple: @MainActor class UICollectionViewLayout
// inherits: NSObject
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UICollectionViewLayout: NSObject {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
  // apple: func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
// apple: @MainActor class UICollectionViewLayoutAttributes
// inherits: NSObject
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
  // apple: var indexPath: IndexPath { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var indexPath: IndexPath { get { IndexPath() } set {} }
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
  // apple: var representedElementCategory: UICollectionView.ElementCategory { get }
  open var representedElementCategory: UICollectionView.ElementCategory { .cell }
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
  // apple: var frame: CGRect { get set }
  // unverified: the page was not among the stored pages; written from the SDK
  open var frame: CGRect { get { .zero } set {} }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
// apple: @MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  // apple: optional func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
  // apple:   forItemAt indexPath: IndexPath)
  // differs: optional on Apple's platforms (an Objective-C protocol); Linux has no @objc, so the shim makes it a plain requirement: a conformer whose witness does not match fails to compile instead of never being called
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  // apple: optional func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
  // apple:   forItemAt indexPath: IndexPath)
  // differs: optional on Apple's platforms; a plain requirement here (see above)
  // unverified: the page was not among the stored pages; written as collectionView(_:willDisplay:forItemAt:)'s page shows its sibling
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
  // apple: optional func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  // differs: optional on Apple's platforms; a plain requirement here (see above)
  // unverified: the page was not among the stored pages; written from the SDK
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
  // apple: optional func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  // differs: optional on Apple's platforms; a plain requirement here (see above)
  // unverified: the page was not among the stored pages; written from the SDK
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  // apple: optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  // differs: optional on Apple's platforms; a plain requirement here (see above)
  // unverified: the page was not among the stored pages; written from the SDK
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching
// apple: @MainActor protocol UICollectionViewDataSourcePrefetching : NSObjectProtocol
// unverified: the page was not among the stored pages; written as UICollectionViewDelegate's page declares a protocol
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)
  // apple: func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  // unverified: the page was not among the stored pages; written from the SDK (the protocol's one required method)
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  // https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)
  // apple: optional func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
  // differs: optional on Apple's platforms; a plain requirement here (see UICollectionViewDelegate)
  // unverified: the page was not among the stored pages; written from the SDK
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}
