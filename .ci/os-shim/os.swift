// The part of Apple's `os` module that AsyncList's signposts use (Sources/AsyncList/Model/
// LoadSignposts.swift), so the code under `#if canImport(os)` is type-checked on Linux too
// (.ci/check-swiftui compiles the core with this module on its import path). Same format as the
// SwiftUI shim: each declaration cites its page and records Apple's declaration.

// https://developer.apple.com/documentation/os/ossignposter
// unverified: the type's page was not among the stored pages; its methods' pages say it is a struct (their symbols are `s:2os12OSSignposterV…`)
// apple: struct OSSignposter
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public struct OSSignposter {
  // https://developer.apple.com/documentation/os/ossignposter/init(subsystem:category:)
  // unverified: the page was not among the stored pages; written as OSLog's and Logger's initializers are
  // apple: init(subsystem: String, category: String)
  public init(subsystem: String, category: String) {}

  // https://developer.apple.com/documentation/os/ossignposter/makesignpostid()
  // unverified: the page was not among the stored pages; beginInterval(_:id:)'s page refers to it by this name
  // apple: func makeSignpostID() -> OSSignpostID
  public func makeSignpostID() -> OSSignpostID { OSSignpostID() }

  // https://developer.apple.com/documentation/os/ossignposter/begininterval(_:id:)
  // apple: func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
    OSSignpostIntervalState()
  }

  // https://developer.apple.com/documentation/os/ossignposter/endinterval(_:_:)
  // apple: func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState)
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
}

// https://developer.apple.com/documentation/os/ossignpostid
// unverified: the page was not among the stored pages; beginInterval(_:id:)'s page names the type and its `exclusive` value
// apple: struct OSSignpostID
@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *) public struct OSSignpostID {
  // https://developer.apple.com/documentation/os/ossignpostid/exclusive
  // unverified: the page was not among the stored pages; named by beginInterval(_:id:)'s page
  // apple: static let exclusive: OSSignpostID
  public static let exclusive: OSSignpostID = OSSignpostID()
}

// https://developer.apple.com/documentation/os/ossignpostintervalstate
// apple: class OSSignpostIntervalState
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public class OSSignpostIntervalState {}
