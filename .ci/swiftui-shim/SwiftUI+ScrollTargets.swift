// What AsyncListView's settle hints use: the scroll-target behaviour that sees where a scroll
// will rest (iOS 17, macOS 14), and the scroll phase with its velocity and geometry (iOS 18,
// macOS 15). Same format as the other shim files.

import Foundation

extension View {
  // https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
  // apple: nonisolated func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
  // unverified: the page shows the overload group's two-argument form; the form with the context, as ScrollPhaseChangeContext's page says SwiftUI passes it (a third argument)
  // apple: nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
  // apple: nonisolated func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View where T : Equatable
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) nonisolated public func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View where T: Equatable { self }
}

// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
// apple: protocol ScrollTargetBehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) public protocol ScrollTargetBehavior {
  // https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
  // apple: func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) extension ScrollTargetBehavior {
  // https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/targetcontext
  // apple: typealias TargetContext = ScrollTargetBehaviorContext
  public typealias TargetContext = ScrollTargetBehaviorContext
}

// https://developer.apple.com/documentation/swiftui/scrolltarget
// apple: struct ScrollTarget
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) public struct ScrollTarget {
  // https://developer.apple.com/documentation/swiftui/scrolltarget/rect
  // apple: var rect: CGRect
  public var rect: CGRect = .zero
  // https://developer.apple.com/documentation/swiftui/scrolltarget/anchor
  // apple: var anchor: UnitPoint?
  public var anchor: UnitPoint?
}

// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
// apple: @dynamicMemberLookup struct ScrollTargetBehaviorContext
// differs: the shim leaves out @dynamicMemberLookup and its subscript into the environment, which nothing here reads
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) public struct ScrollTargetBehaviorContext {
  // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/contentsize
  // unverified: the page was not among the stored pages; the type's page lists "contentSize: The size of the content of the scrollable view", written as ScrollGeometry's contentSize is
  // apple: var contentSize: CGSize { get }
  public var contentSize: CGSize { CGSize(width: 0, height: 0) }
  // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize
  // unverified: the page was not among the stored pages; the type's page lists "containerSize: The size of the container of the scrollable view", written as contentSize is
  // apple: var containerSize: CGSize { get }
  public var containerSize: CGSize { CGSize(width: 0, height: 0) }
}

// https://developer.apple.com/documentation/swiftui/scrollphase
// apple: @frozen enum ScrollPhase
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) @frozen public enum ScrollPhase {
  // https://developer.apple.com/documentation/swiftui/scrollphase/idle
  // apple: case idle
  case idle
  // https://developer.apple.com/documentation/swiftui/scrollphase/tracking
  // apple: case tracking
  case tracking
  // https://developer.apple.com/documentation/swiftui/scrollphase/interacting
  // apple: case interacting
  case interacting
  // https://developer.apple.com/documentation/swiftui/scrollphase/decelerating
  // apple: case decelerating
  case decelerating
  // https://developer.apple.com/documentation/swiftui/scrollphase/animating
  // apple: case animating
  case animating
}

// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
// apple: struct ScrollPhaseChangeContext
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) public struct ScrollPhaseChangeContext {
  // https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/geometry
  // apple: var geometry: ScrollGeometry { get }
  public var geometry: ScrollGeometry { ScrollGeometry() }
  // https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity
  // apple: var velocity: CGVector? { get }
  public var velocity: CGVector? { nil }
}

// https://developer.apple.com/documentation/swiftui/scrollgeometry
// apple: struct ScrollGeometry
// conforms: Equatable, Escapable, SendableMetatype, Copyable, Sendable, CustomDebugStringConvertible
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) public struct ScrollGeometry: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
  // apple: var contentOffset: CGPoint { get set }
  public var contentOffset: CGPoint {
    get { .zero }
    set {}
  }
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
  // apple: var contentSize: CGSize
  public var contentSize: CGSize = .zero
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
  // apple: var containerSize: CGSize { get set }
  public var containerSize: CGSize {
    get { .zero }
    set {}
  }
}

// Core Graphics' vector, which Foundation does not provide on Linux.
// https://developer.apple.com/documentation/corefoundation/cgvector
// apple: struct CGVector
// conforms: Copyable, Escapable, Decodable, Encodable, Hashable, Equatable, CustomDebugStringConvertible, BitwiseCopyable, Sendable
public struct CGVector: Sendable {
  // https://developer.apple.com/documentation/corefoundation/cgvector/dx
  // apple: var dx: Double
  public var dx: Double = 0
  // https://developer.apple.com/documentation/corefoundation/cgvector/dy
  // unverified: the page was not among the stored pages; written as dx's page shows dx
  // apple: var dy: Double
  public var dy: Double = 0
}
