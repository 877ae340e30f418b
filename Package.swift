// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AsyncList",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "AsyncList", targets: ["AsyncList"]),
    .library(name: "AsyncListTesting", targets: ["AsyncListTesting"]),
    .library(name: "AsyncListUI", targets: ["AsyncListUI"]),
    .library(name: "AsyncListHTTP", targets: ["AsyncListHTTP"]),
    .library(name: "DemoServer", targets: ["DemoServer"]),
    .executable(name: "asynclist-demo", targets: ["asynclist-demo"]),
    .executable(name: "asynclist-server", targets: ["asynclist-server"]),
    .executable(name: "asynclist-bench", targets: ["asynclist-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
  ],
  targets: [
    .target(
      name: "AsyncList",
      dependencies: [
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
      ]
    ),
    .target(
      name: "AsyncListTesting",
      dependencies: ["AsyncList"]
    ),
    // SwiftUI views; every file is wrapped in `#if canImport(SwiftUI)`, so on Linux it builds to
    // nothing and CI checks it with `swiftc -parse`.
    .target(
      name: "AsyncListUI",
      dependencies: ["AsyncList"]
    ),
    .target(
      name: "AsyncListHTTP",
      dependencies: ["AsyncList"]
    ),
    // PNG and DEFLATE, encoding (the demo server's images) and decoding (the terminal's previews).
    .target(name: "Codecs"),
    .target(
      name: "DemoServer",
      dependencies: [
        "Codecs",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    .executableTarget(
      name: "asynclist-server",
      dependencies: [
        "DemoServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Raw mode, keys, lines and the renderer's pieces; no knowledge of paging.
    .target(name: "TerminalUI", dependencies: ["Codecs"]),
    .executableTarget(
      name: "asynclist-demo",
      dependencies: [
        "AsyncList", "AsyncListHTTP", "Codecs", "DemoServer", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "asynclist-bench",
      dependencies: ["AsyncList", "AsyncListTesting", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .testTarget(
      name: "CodecsTests",
      dependencies: ["Codecs"]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI"]
    ),
    .testTarget(
      name: "DemoServerTests",
      dependencies: ["DemoServer", "AsyncListHTTP", "AsyncList", "AsyncListTesting"]
    ),
    .testTarget(
      name: "AsyncListTests",
      dependencies: [
        "AsyncList",
        "AsyncListTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ])
  target.swiftSettings = settings
}
