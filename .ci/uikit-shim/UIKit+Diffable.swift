// The diffable data source and its snapshots. Same format as UIKit.swift.

// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
// apple: @MainActor @preconcurrency class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
// apple:   where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable,
// apple:   ItemIdentifierType : Hashable, ItemIdentifierType : Sendable
// inherits: NSObject
@MainActor @preconcurrency open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
  // apple: typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
  // apple: @MainActor @preconcurrency init(collectionView: UICollectionView,
  // apple:   cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)
  @MainActor @preconcurrency public init(
    collectionView: UICollectionView,
    cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider
  ) { super.init() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
  // apple: @MainActor @preconcurrency func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
  // apple:   animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  @MainActor @preconcurrency open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {}

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
  // apple: @MainActor @preconcurrency func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
  // apple: @MainActor @preconcurrency func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?
  @MainActor @preconcurrency open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)
  // apple: @MainActor @preconcurrency func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?
  @MainActor @preconcurrency open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)
  // apple: @MainActor @preconcurrency func sectionIdentifier(for index: Int) -> SectionIdentifierType?
  @MainActor @preconcurrency open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
}

// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
// apple: @preconcurrency struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
// apple:   where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable,
// apple:   ItemIdentifierType : Hashable, ItemIdentifierType : Sendable
// conforms: Copyable, Escapable, Sendable, SendableMetatype
@preconcurrency public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  // apple: init()
  // unverified: the page was not among the stored pages; named in the structure's page ("Creates an empty snapshot")
  public init() {}

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  // apple: mutating func appendSections(_ identifiers: [SectionIdentifierType])
  // unverified: the page was not among the stored pages; written as appendItems(_:toSection:)'s page shows its sibling
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  // apple: mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  // apple: mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])
  // unverified: the page was not among the stored pages; written as appendItems(_:toSection:)'s page shows its sibling
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/indexofitem(_:)
  // apple: func indexOfItem(_ identifier: ItemIdentifierType) -> Int?
  // unverified: the page was not among the stored pages; written from the SDK
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { nil }
}
