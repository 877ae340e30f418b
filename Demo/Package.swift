// swift-tools-version: 6.1

import PackageDescription

// The demo stack: the Hummingbird demo server, the terminal front end and the benchmarks. It
// depends on the library (the repository's root package) by path, so apps that add AsyncList
// never resolve Hummingbird, SwiftNIO or the argument parser.
//
//   swift run --package-path Demo asynclist-demo
let package = Package(
  name: "AsyncListDemo",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "DemoServer", targets: ["DemoServer"]),
    .executable(name: "asynclist-demo", targets: ["asynclist-demo"]),
    .executable(name: "asynclist-server", targets: ["asynclist-server"]),
    .executable(name: "asynclist-bench", targets: ["asynclist-bench"]),
    .executable(name: "asynclist-cost", targets: ["asynclist-cost"]),
  ],
  dependencies: [
    // By name, so the path works whatever the checkout's folder is called.
    .package(name: "AsyncList", path: "..", traits: ["GRDB"]),
    // The services' formats, shared with the SwiftUI example app.
    .package(name: "DemoServices", path: "Services"),
    .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    // The benchmarks' virtual time (the memory run with a detail loader reads at a set pace).
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  ],
  targets: [
    // PNG encoding (the demo server's images) and decoding (the terminal's previews); zlib
    // through compress-nio.
    .target(
      name: "Codecs",
      dependencies: [.product(name: "CompressNIO", package: "compress-nio")]
    ),
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
    // The C allocator's bytes in use (glibc's mallinfo2), for the soak's heap samples.
    .target(name: "AllocatorStats"),
    .executableTarget(
      name: "asynclist-demo",
      dependencies: [
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListHTTP", package: "AsyncList"),
        .product(name: "AsyncListGRDB", package: "AsyncList"),
        .product(name: "DemoServices", package: "DemoServices"),
        "AllocatorStats", "Codecs", "DemoServer", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "asynclist-bench",
      dependencies: [
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListGRDB", package: "AsyncList"),
        .product(name: "AsyncListTesting", package: "AsyncList"),
        .product(name: "AsyncListSimulator", package: "AsyncList"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    // One cost path per run, synchronous main thread: the bench runs it under callgrind
    // (valgrind 3.19 crashes on the async main's dispatchMain).
    // Lists the cost paths measure across a module boundary, unspecialised, as apps call the
    // library.
    .target(name: "CostLists", dependencies: [.product(name: "AsyncList", package: "AsyncList")]),
    .executableTarget(
      name: "asynclist-cost",
      dependencies: [
        "CostLists",
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListTesting", package: "AsyncList"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .testTarget(name: "CodecsTests", dependencies: ["Codecs"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    .testTarget(
      name: "DemoServerTests",
      dependencies: [
        "DemoServer", "Codecs",
        .product(name: "AsyncList", package: "AsyncList"),
        .product(name: "AsyncListHTTP", package: "AsyncList"),
        .product(name: "AsyncListTesting", package: "AsyncList"),
        .product(name: "DemoServices", package: "DemoServices"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "AllocatorStats" {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ])
  target.swiftSettings = settings
}
