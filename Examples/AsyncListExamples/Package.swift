// swift-tools-version: 6.1
// The example app: `swift run AsyncListExamples` on macOS 14+, or add these sources to an iOS app
// target in Xcode. SwiftUI only: this package does not build on Linux.

import PackageDescription

let package = Package(
  name: "AsyncListExamples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "AsyncList", path: "../.."),
    .package(name: "DemoServices", path: "../DemoServices"),
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
    )
  ],
  swiftLanguageModes: [.v6]
)
