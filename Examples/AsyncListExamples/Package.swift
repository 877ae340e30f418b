// swift-tools-version: 6.1
// The example apps: `swift run AsyncListExamples` on macOS 14+ (SwiftUI); on iOS, open
// `../../AsyncListApp.swiftpm` in Xcode or Swift Playgrounds, an app package that shows the same
// demos (`ExampleDemos`). `AsyncListUIKitExample` is the UIKit example: show
// `AmountsViewController` in a navigation controller (on other platforms it builds to nothing).
// This package does not build on Linux; CI type-checks all of it (.ci/check-swiftui,
// .ci/check-uikit).

import PackageDescription

let package = Package(
  name: "AsyncListExamples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "ExampleDemos", targets: ["ExampleDemos"]),
    .library(name: "AsyncListUIKitExample", targets: ["AsyncListUIKitExample"]),
  ],
  dependencies: [
    .package(name: "AsyncList", path: "../.."),
    .package(name: "DemoServices", path: "../../Demo/Services"),
  ],
  targets: [
    .executableTarget(name: "AsyncListExamples", dependencies: ["ExampleDemos"]),
    .target(
      name: "ExampleDemos",
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
