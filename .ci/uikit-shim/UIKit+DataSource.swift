// The plain (non-diffable) collection view data source: what a data source that reports counts
// and vends cells by index path adopts, alongside UICollectionView's index-based batch updates
// (performBatchUpdates(_:completion:), insertItems(at:) and the rest, in UIKit+CollectionView.swift).
// Same format as UIKit.swift.

// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
// apple: @MainActor protocol UICollectionViewDataSource : NSObjectProtocol
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  // apple: func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  // apple: func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  // apple: optional func numberOfSections(in collectionView: UICollectionView) -> Int
  // differs: optional on Apple's platforms (an Objective-C protocol; a data source without it has one section); Linux has no @objc, so the shim makes it a plain requirement, as UICollectionViewDelegate's: a conformer whose witness does not match fails to compile instead of never being called, and every conformer must implement it here
  func numberOfSections(in collectionView: UICollectionView) -> Int
}
