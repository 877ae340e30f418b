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
