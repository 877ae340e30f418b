// swift-tools-version: 6.1
// The formats of the services the demos talk to (Lorem Picsum's list, iTunes Search, the demo
// server's amounts), written with AsyncListHTTP's generic sources as an app would write its own.
// The terminal demo (..) and the example app (../../Examples/AsyncListExamples) share them;
// they are not part of the library.

import PackageDescription

let package = Package(
  name: "DemoServices",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [.library(name: "DemoServices", targets: ["DemoServices"])],
  dependencies: [.package(name: "AsyncList", path: "../..")],
  targets: [
    .target(
      name: "DemoServices",
      dependencies: [
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListHTTP", package: "AsyncList"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ]
}
