// swift-tools-version: 6.1

import PackageDescription

// The library: what an app resolves when it adds AsyncList. Its products depend on
// swift-collections only; the demo server, the terminal demo and the benchmarks live in
// `Demo/Package.swift`, which depends on this package by path, so an app never resolves them.
// (SwiftPM traits were the alternative; a separate package keeps the server stack out of
// resolution for every client and every toolchain without relying on trait-aware resolution.
// GRDB, one package an app may want, is behind the `GRDB` trait instead.)
let package = Package(
  name: "AsyncList",
  defaultLocalization: "en",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "AsyncList", targets: ["AsyncList"]),
    .library(name: "AsyncListTesting", targets: ["AsyncListTesting"]),
    // The scroll simulator: strategies compared in virtual time (the benchmarks use it).
    .library(name: "AsyncListSimulator", targets: ["AsyncListSimulator"]),
    .library(name: "AsyncListUI", targets: ["AsyncListUI"]),
    .library(name: "AsyncListUIKit", targets: ["AsyncListUIKit"]),
    .library(name: "AsyncListHTTP", targets: ["AsyncListHTTP"]),
    // A page store in an SQLite file, with the `GRDB` trait: without it (the default) the
    // product is empty and GRDB is not even resolved.
    .library(name: "AsyncListGRDB", targets: ["AsyncListGRDB"]),
  ],
  // An app that keeps lists in SQLite enables `GRDB` on its dependency:
  // `.package(url: "…/AsyncList", branch: "main", traits: ["GRDB"])`. Others resolve
  // swift-collections only.
  traits: [
    .trait(name: "GRDB", description: "The AsyncListGRDB product: lists kept in an SQLite file (GRDB).")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Test-only: SwiftPM does not resolve a dependency's test-only packages for its clients.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "AsyncList",
      dependencies: [
        .product(name: "DequeModule", package: "swift-collections"),
      ]
    ),
    .target(
      name: "AsyncListTesting",
      dependencies: ["AsyncList"]
    ),
    .target(
      name: "AsyncListSimulator",
      dependencies: ["AsyncList"]
    ),
    // SwiftUI views; every file is wrapped in `#if canImport(SwiftUI)`, so on Linux it builds to
    // nothing and CI type-checks it against a shim.
    .target(
      name: "AsyncListUI",
      dependencies: ["AsyncList", "AsyncListStrings"]
    ),
    // The words both faces show and speak, localized (English is the development language).
    // Not a product: the faces use it. It builds on Linux, so its tables are tested there.
    .target(
      name: "AsyncListStrings",
      resources: [.process("Resources")]
    ),
    // A UICollectionView adapter; every file is wrapped in `#if canImport(UIKit)`, so on Linux it
    // builds to nothing and CI type-checks it against a shim (.ci/check-uikit).
    .target(
      name: "AsyncListUIKit",
      dependencies: ["AsyncList", "AsyncListStrings"]
    ),
    .target(
      name: "AsyncListHTTP",
      dependencies: ["AsyncList"]
    ),
    .target(
      name: "AsyncListGRDB",
      dependencies: [
        "AsyncList", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["GRDB"])),
      ]
    ),
    .testTarget(
      name: "AsyncListTests",
      dependencies: [
        "AsyncList",
        "AsyncListTesting",
        "AsyncListSimulator",
        "AsyncListStrings",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The DocC articles' examples, compiled and run.
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["AsyncList", "AsyncListTesting", .product(name: "Clocks", package: "swift-clocks")]
    ),
    .testTarget(
      name: "AsyncListGRDBTests",
      dependencies: [
        "AsyncList", "AsyncListGRDB", "AsyncListTesting", .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["GRDB"])),
      ]
    ),
    .testTarget(
      name: "AsyncListHTTPTests",
      dependencies: [
        "AsyncList", "AsyncListHTTP", "AsyncListTesting", .product(name: "Clocks", package: "swift-clocks"),
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
