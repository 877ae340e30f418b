// swift-tools-version: 6.1
// The UIKit example: a view controller showing numbered lines with a slow amount per line, driven
// by AsyncListUIKit. Add these sources to an iOS app target in Xcode (or depend on this package's
// library) and show `AmountsViewController` in a navigation controller. UIKit only: on other
// platforms the library builds to nothing. CI type-checks it on Linux (.ci/check-uikit).

import PackageDescription

let package = Package(
  name: "AsyncListUIKitExample",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "AsyncListUIKitExample", targets: ["AsyncListUIKitExample"])
  ],
  dependencies: [
    .package(name: "AsyncList", path: "../..")
  ],
  targets: [
    .target(
      name: "AsyncListUIKitExample",
      dependencies: [
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListUIKit", package: "AsyncList"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
