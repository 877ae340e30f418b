// swift-tools-version: 6.1
// The example apps: `swift run AsyncListExamples` on macOS 14+ (SwiftUI), or add a target's
// sources to an iOS app target in Xcode: `AsyncListExamples` (SwiftUI) or `AsyncListUIKitExample`
// (UIKit: show `AmountsViewController` in a navigation controller; on other platforms it builds
// to nothing). This package does not build on Linux; CI type-checks both (.ci/check-swiftui,
// .ci/check-uikit).

import PackageDescription

let package = Package(
  name: "AsyncListExamples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "AsyncList", path: "../.."),
    .package(name: "DemoServices", path: "../../Demo/Services"),
  ],
  targets: [
    .executableTarget(
      name: "AsyncListExamples",
      dependencies: [
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListHTTP", package: "AsyncList"),
        .product(name: "AsyncListUI", package: "AsyncList"),
        .product(name: "DemoServices", package: "DemoServices"),
      ]
    ),
    .target(
      name: "AsyncListUIKitExample",
      dependencies: [
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListUIKit", package: "AsyncList"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
