// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AsyncList",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "AsyncList", targets: ["AsyncList"]),
    .library(name: "AsyncListTesting", targets: ["AsyncListTesting"]),
    .executable(name: "asynclist-demo", targets: ["asynclist-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "AsyncList",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
    ),
    .target(
      name: "AsyncListTesting",
      dependencies: ["AsyncList"]
    ),
    .executableTarget(
      name: "asynclist-demo",
      dependencies: ["AsyncList", "AsyncListTesting"]
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
