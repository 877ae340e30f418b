// The SwiftUI declarations the example app (Examples/AsyncListExamples) and the documentation's
// SwiftUI snippets use beyond what AsyncListUI needs (SwiftUI.swift): same conventions, each with
// the signature, generic constraints, result builder, isolation and availability that Apple's
// documentation gives and the page cited above it. Bodies are stubs. CI only, never shipped.
//
// Each citation carries the page's declaration (`// apple:`), its "Conforms To" list for types
// (`// conforms:`) and its deprecation (`// deprecated:`); .ci/check-swiftui-shim holds the
// Swift declaration under it to that text. Apple's current pages spell builder parameters
// `@ContentBuilder` (a typealias of `ViewBuilder`), and so does this file. A citation without an
// `apple:` line marks a declaration whose page could not be read here; the notes beside it say
// why. Where a page groups overloads, the one declared is the overload a string literal or the
// code here resolves to.

import Foundation
import Observation

// https://developer.apple.com/documentation/swiftui/contentbuilder
// apple: typealias ContentBuilder = ViewBuilder
public typealias ContentBuilder = ViewBuilder

// MARK: - App and scenes

// https://developer.apple.com/documentation/swiftui/app
// apple: @MainActor @preconcurrency protocol App
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) @MainActor @preconcurrency public protocol App {
  // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  // apple: associatedtype Body : Scene
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  // apple: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // https://developer.apple.com/documentation/swiftui/app/init()
  // apple: @MainActor @preconcurrency init()
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  // apple: @MainActor @preconcurrency static func main()
  @MainActor @preconcurrency public static func main() {}
}

// https://developer.apple.com/documentation/swiftui/scene
// apple: @MainActor @preconcurrency protocol Scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) @MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  // apple: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
// https://developer.apple.com/documentation/swift/never (conforms to Scene: primitive scenes' Body)
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder
// apple: @resultBuilder struct SceneBuilder
// conforms:
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) @resultBuilder public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  // apple: @export(implementation) static func buildBlock<each Content>(_ content: repeat each Content)
  // apple:   -> some Scene where repeat each Content : Scene
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  where repeat each Content: Scene { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
// apple: nonisolated struct WindowGroup<Content> where Content : View
// conforms: Scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)
  // apple: @export(implementation) nonisolated init(@ContentBuilder makeContent: @escaping () -> Content)
  // (init(content:), which the shim declared before, is deprecated from iOS 18 and macOS 15 in
  // favour of "the initializer which takes an escaping content builder", this one; `WindowGroup
  // { … }` calls it)
  nonisolated public init(@ContentBuilder makeContent: @escaping () -> Content) {}
  public var body: Never { return fatalError() }  // `return`: no @SceneBuilder transform
}

// MARK: - Containers and navigation

// https://developer.apple.com/documentation/swiftui/tabview
// apple: nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View
// conforms: View
nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
  // https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  // apple: nonisolated init(@ContentBuilder content: () -> Content)
  nonisolated public init(@ContentBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/navigationpath
// apple: struct NavigationPath
// conforms: Equatable
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *) public struct NavigationPath: Equatable {
  // https://developer.apple.com/documentation/swiftui/navigationpath/init()
  // apple: init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/navigationstack
// apple: nonisolated struct NavigationStack<Data, Root> where Root : View
// conforms: View
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *) nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  // apple: nonisolated init(@ContentBuilder root: () -> Root) where Data == NavigationPath
  nonisolated public init(@ContentBuilder root: () -> Root) where Data == NavigationPath {}
}

// https://developer.apple.com/documentation/swiftui/form
// apple: nonisolated struct Form<Content> where Content : View
// conforms: View
nonisolated public struct Form<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/form/init(content:)
  // unverified: page not readable here; the builder is written as on the Form page's siblings
  nonisolated public init(@ContentBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/group
// apple: @frozen struct Group<Content>
// conforms: AccessibilityRotorContent, Commands, Copyable, CustomizableToolbarContent, Escapable,
// conforms: MapContent, Scene, SceneAccessoryContent, TabContent, TableColumnContent,
// conforms: TableRowContent, ToolbarContent, View
public struct Group<Content> {}

extension Group: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/group/init(content:)
  // apple: @export(implementation) nonisolated init(@ContentBuilder content: () -> Content)
  nonisolated public init(@ContentBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryreader
// apple: @frozen nonisolated struct GeometryReader<Content> where Content : View
// conforms: View
nonisolated public struct GeometryReader<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  // apple: nonisolated init(@ContentBuilder content: @escaping (GeometryProxy) -> Content)
  nonisolated public init(@ContentBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
// apple: struct GeometryProxy
// conforms:
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  // apple: var size: CGSize { get }
  // (CGSize is Core Graphics' type, which Foundation provides on Linux)
  public var size: CGSize { CGSize(width: 0, height: 0) }
}

// MARK: - Text and localized strings

// https://developer.apple.com/documentation/swiftui/localizedstringkey
// apple: @frozen struct LocalizedStringKey
// conforms: Equatable, ExpressibleByExtendedGraphemeClusterLiteral, ExpressibleByStringInterpolation,
// conforms: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  // apple: init(_ value: String)
  public init(_ value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  // apple: init(stringLiteral value: String)
  public init(stringLiteral value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  // apple: init(stringInterpolation: LocalizedStringKey.StringInterpolation)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  // apple: struct StringInterpolation
  // conforms: StringInterpolationProtocol
  public struct StringInterpolation: StringInterpolationProtocol {
    // https://developer.apple.com/documentation/swift/stringinterpolationprotocol/init(literalcapacity:interpolationcount:)
    // apple: init(literalCapacity: Int, interpolationCount: Int)
    // (the protocol requirement this implements; SwiftUI's page for its witness is not listed)
    public init(literalCapacity: Int, interpolationCount: Int) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
    // apple: mutating func appendLiteral(_ literal: String)
    public mutating func appendLiteral(_ literal: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
    // unverified: (the `String` overload: a string argument, `%@` in the key. Not found among the overload
    // pages that could be read here: the group's page shows the AttributedSubstring overload)
    public mutating func appendInterpolation(_ string: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9
    // apple: mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
    // apple: mutating func appendInterpolation<T>(_ value: T, specifier: String) where T : _FormatSpecifiable
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
  }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
// unverified: (`T : _FormatSpecifiable`: the primitive numbers, "such as Int, UInt32, or Double". The
// underscored protocol has no page of its own)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

extension Text {
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  // apple: init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
  // apple:   comment: StaticString? = nil)
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
}

// https://developer.apple.com/documentation/swiftui/label
// apple: nonisolated struct Label<Title, Icon> where Title : View, Icon : View
// conforms: View
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  // unverified: (the LocalizedStringKey overload, iOS 14. The cited page now shows the iOS 16
  // LocalizedStringResource overload, a Foundation type Linux lacks; the LocalizedStringKey
  // overload's own page could not be found here)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

extension Font {
  // https://developer.apple.com/documentation/swiftui/font/headline
  // apple: static let headline: Font
  public static let headline: Font = Font()
  // https://developer.apple.com/documentation/swiftui/font/subheadline
  // apple: static let subheadline: Font
  public static let subheadline: Font = Font()
  // https://developer.apple.com/documentation/swiftui/font/caption
  // apple: static let caption: Font
  public static let caption: Font = Font()
}

// MARK: - Controls

extension Button {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  // apple: @preconcurrency nonisolated init(action: @escaping @MainActor () -> Void,
  // apple:   @ContentBuilder label: () -> Label)
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {}
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  // apple: @preconcurrency nonisolated init(_ titleKey: LocalizedStringKey,
  // apple:   action: @escaping @MainActor () -> Void)
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

// https://developer.apple.com/documentation/swiftui/textfield
// apple: nonisolated struct TextField<Label> where Label : View
// conforms: View
// (the "Conforms To" list was not read; View, as on the pages of the other controls read here)
nonisolated public struct TextField<Label>: View where Label: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  // apple: @export(implementation) nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

// https://developer.apple.com/documentation/swiftui/toggle
// apple: nonisolated struct Toggle<Label> where Label : View
// conforms: View
// (the "Conforms To" list was not read; View, as on the pages of the other controls read here)
nonisolated public struct Toggle<Label>: View where Label: View {
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
  // unverified: (the LocalizedStringKey overload, iOS 13. The cited page now shows the iOS 16
  // LocalizedStringResource overload, a Foundation type Linux lacks; the LocalizedStringKey
  // overload's own page could not be found here)
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

// MARK: - Images and shapes

extension Image {
  // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  // apple: func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)
  // apple:   -> Image
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
    self
  }

  // https://developer.apple.com/documentation/swiftui/image/resizingmode
  // apple: enum ResizingMode
  // conforms: Equatable, Hashable, Sendable, SendableMetatype
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
// apple: @frozen struct EdgeInsets
// conforms: Animatable, BitwiseCopyable, Copyable, Equatable, Escapable, Sendable, SendableMetatype
public struct EdgeInsets: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
  // unverified: page not readable here
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/animatable
// apple: protocol Animatable
// (its requirement, animatableData, has a default and needs VectorArithmetic: left out)
public protocol Animatable {}

// https://developer.apple.com/documentation/swiftui/shape
// apple: nonisolated protocol Shape : Sendable, Animatable, View
// (its requirement path(in:) needs Path and CGRect: left out, as no shape here is drawn)
nonisolated public protocol Shape: Sendable, Animatable, View {}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
// apple: enum RoundedCornerStyle
// conforms: SendableMetatype, Hashable, Sendable, Equatable
public enum RoundedCornerStyle: Equatable, Hashable, Sendable { case circular, continuous }

// https://developer.apple.com/documentation/swiftui/fillstyle
// apple: @frozen struct FillStyle
// conforms: BitwiseCopyable, Copyable, Equatable, Sendable, SendableMetatype
public struct FillStyle: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  // apple: init(eoFill: Bool = false, antialiased: Bool = true)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// https://developer.apple.com/documentation/swiftui/capsule
// apple: @frozen struct Capsule
// conforms: Animatable, Copyable, Escapable, InsettableShape, RoundedRectangularShape, Sendable,
// conforms: SendableMetatype, Shape, View
public struct Capsule: Shape, Sendable {
  // https://developer.apple.com/documentation/swiftui/capsule/init(style:)
  // apple: init(style: RoundedCornerStyle = .continuous)
  public init(style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
// apple: @frozen struct RoundedRectangle
// conforms: Animatable, Copyable, Escapable, InsettableShape, RoundedRectangularShape, Sendable,
// conforms: SendableMetatype, Shape, View
// (the page read here lists no relationships; this is Capsule's and Rectangle's list)
public struct RoundedRectangle: Shape, Sendable {
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  // apple: init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_shapeview
// unverified: page not readable here
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public var body: Never { fatalError() }
}

extension Shape {
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)-3y2ud
  // apple: @export(implementation) nonisolated func fill<S>(_ content: S = .foreground,
  // apple:   style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S> where S: ShapeStyle
  { _ShapeView() }
}

// https://developer.apple.com/documentation/swiftui/foregroundstyle
// unverified: page not readable here
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) public struct ForegroundStyle: ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/foregroundstyle/init()
  // unverified: page not readable here
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/foreground
  // apple: @export(implementation) static var foreground: ForegroundStyle { get }
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/tintshapestyle
// apple: struct TintShapeStyle
// conforms: Sendable, SendableMetatype, ShapeStyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) public struct TintShapeStyle: ShapeStyle, Sendable {
  // https://developer.apple.com/documentation/swiftui/tintshapestyle/init()
  // unverified: page not readable here
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/tint
  // apple: @export(implementation) static var tint: TintShapeStyle { get }
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Color {
  // https://developer.apple.com/documentation/swiftui/color/gray
  // unverified: page not readable here
  public static let gray: Color = Color()
}

extension ShapeStyle where Self == Color {
  // https://developer.apple.com/documentation/swiftui/shapestyle/red
  // unverified: page not readable here
  public static var red: Color { Color() }
}

// MARK: - Lists

// https://developer.apple.com/documentation/swiftui/liststyle
// apple: protocol ListStyle
// (its requirements are underscored and undocumented; the page lists only static members)
public protocol ListStyle {}

// https://developer.apple.com/documentation/swiftui/plainliststyle
// unverified: page not readable here
public struct PlainListStyle: ListStyle {
  // https://developer.apple.com/documentation/swiftui/plainliststyle/init()
  // unverified: page not readable here
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  // https://developer.apple.com/documentation/swiftui/liststyle/plain
  // apple: @export(implementation) static var plain: PlainListStyle { get }
  public static var plain: PlainListStyle { PlainListStyle() }
}

// MARK: - View modifiers

/// The `View` modifiers the example app and the snippets call.
extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  // apple: nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V : View
  // deprecated: Use `Tab(title:image:value:content:)` and related initializers instead
  // (deprecated in iOS, iPadOS, Mac Catalyst, macOS, tvOS and watchOS 27.0; not in visionOS)
  // (versioned as the SDK has it: an app whose deployment target is below 27.0 gets no warning, and Linux none)
  @available(iOS, deprecated: 27.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead") @available(macOS, deprecated: 27.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead") @available(tvOS, deprecated: 27.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead") @available(watchOS, deprecated: 27.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead") @available(macCatalyst, deprecated: 27.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead") nonisolated public func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V: View { self }
  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
  // apple: nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
  // apple: nonisolated func listStyle<S>(_ style: S) -> some View where S : ListStyle
  nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  // apple: nonisolated func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View
  // apple:   where Content : View
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View
  where Content: View { self }
  // https://developer.apple.com/documentation/swiftui/view/id(_:)
  // apple: nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
  // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  // apple: nonisolated func disabled(_ disabled: Bool) -> some View
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/scaledtofill()
  // apple: nonisolated func scaledToFill() -> some View
  nonisolated public func scaledToFill() -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
  // apple: nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  // apple:   where S : Shape
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
    self
  }
}

// MARK: - State and layout

// https://developer.apple.com/documentation/swiftui/bindable
// apple: @dynamicMemberLookup @propertyWrapper struct Bindable<Value>
// (its "Conforms To" list could not be read here; none is declared)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) @dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  // apple: var wrappedValue: Value
  public var wrappedValue: Value
  // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  // apple: var projectedValue: Bindable<Value> { get }
  public var projectedValue: Bindable<Value> { self }
  // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  // apple: init(wrappedValue: Value)
  // (unavailable here: SwiftUI's interface pairs the constrained initializer below with this
  // unconstrained, unavailable one, which the pages do not show; it lets `@Bindable var settings:
  // Settings` take a `Settings` in a memberwise initializer, and keeps the synthesized one away)
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable") public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  // apple: init(wrappedValue: Value)
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject {
  // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  // apple: subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
  // apple:   -> Binding<Subject> { get }
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

extension State {
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  // apple: @export(implementation) init(initialValue value: Value)
  public init(initialValue value: Value) { self.init(wrappedValue: value) }
}

extension HorizontalAlignment {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  // apple: static let leading: HorizontalAlignment
  public static let leading: HorizontalAlignment = HorizontalAlignment()
}
