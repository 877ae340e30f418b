// swift-tools-version: 6.1
// An iOS app: open this folder in Xcode (File ▸ Open…) or in Swift Playgrounds on an iPad, and
// run it on the simulator or a device. It shows the three SwiftUI demos of Examples/AsyncListExamples
// (amounts, pictures, songs), over the demo server on your Mac (the simulator reaches it at
// http://127.0.0.1:8080: `swift run --package-path Demo asynclist-server` from the repository) or,
// from the Settings tab, the public Picsum and iTunes services.
//
// The iOSApplication product exists where Apple's AppleProductTypes module does (Xcode and Swift
// Playgrounds), so on Linux this manifest still loads, with no product: CI reads it and
// type-checks the app's code against a SwiftUI shim (.ci/check-swiftui).

import PackageDescription

#if canImport(AppleProductTypes)
  import AppleProductTypes
#endif

var products: [Product] = []
#if canImport(AppleProductTypes)
  products.append(
    .iOSApplication(
      name: "AsyncList Examples",
      targets: ["AppModule"],
      bundleIdentifier: "com.example.asynclist-examples",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .list),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    ))
#endif

let package = Package(
  name: "AsyncListApp",
  platforms: [.iOS(.v17)],
  products: products,
  dependencies: [
    .package(name: "AsyncListExamples", path: "../Examples/AsyncListExamples")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [.product(name: "ExampleDemos", package: "AsyncListExamples")],
      path: "Sources/AppModule"
    )
  ],
  swiftLanguageModes: [.v6]
)
