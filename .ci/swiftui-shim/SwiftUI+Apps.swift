// The SwiftUI declarations the example app (Examples/AsyncListExamples) and the documentation's
// SwiftUI snippets use beyond what AsyncListUI needs (SwiftUI.swift): same conventions, each with
// the signature, generic constraints, result builder, isolation and availability that Apple's
// documentation gives and the page cited above it. Bodies are stubs. CI only, never shipped.
//
// Apple's current pages spell builder parameters `@ContentBuilder`, which they document as a
// typealias of `ViewBuilder`; they are written `@ViewBuilder` here, as in SwiftUI.swift. Where a
// page groups overloads, the one declared is the overload a string literal or the code here
// resolves to (usually the `LocalizedStringKey` one); defaulted parameters that need Foundation
// types (`bundle: Bundle?`) are left out and said so.

import Observation

// MARK: - App and scenes

// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {}
}

// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (conforms to Scene: primitive scenes' Body)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:) (one scene)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct WindowGroup<Content: View>: Scene {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  // (the current pages give it an end, iOS 18 and macOS 15, beside init(makeContent:), which
  // takes an escaping closure; `WindowGroup { … }` matches either)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// MARK: - Containers and navigation

// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
  // https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationpath/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack where Data == NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ViewBuilder root: () -> Root) {}
}

// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content> {}

extension Group: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/group/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { CGSize(width: 0, height: 0) }
}

/// Core Graphics' size (CoreFoundation on Apple platforms), in the shim's `CGFloat`.
public struct CGSize: Equatable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
}

// MARK: - Text and localized strings

// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: StringInterpolation) {}

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
    public mutating func appendLiteral(_ literal: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    // (the `String` overload of appendInterpolation(_:): a string argument, `%@` in the key)
    public mutating func appendInterpolation(_ string: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
  }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
// (`T : _FormatSpecifiable`: the primitive numbers, "such as Int, UInt32, or Double")
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

extension Text {
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  // (tableName, bundle and comment, all defaulted, left out)
  public init(_ key: LocalizedStringKey) {}
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (the LocalizedStringKey overload, iOS 14)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

extension Font {
  // https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font()
  // https://developer.apple.com/documentation/swiftui/font/subheadline
  public static let subheadline = Font()
  // https://developer.apple.com/documentation/swiftui/font/caption
  public static let caption = Font()
}

// MARK: - Controls

extension Button {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:) (the LocalizedStringKey overload, iOS 13)
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

// MARK: - Images and shapes

extension Image {
  // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
    self
  }

  // https://developer.apple.com/documentation/swiftui/image/resizingmode
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/animatable (its requirements have defaults)
public protocol Animatable {}

// https://developer.apple.com/documentation/swiftui/shape (path(in:) left out: no shape here is drawn)
nonisolated public protocol Shape: Sendable, Animatable, View {}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Equatable, Hashable, Sendable { case circular, continuous }

// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape {
  // https://developer.apple.com/documentation/swiftui/capsule/init(style:)
  nonisolated public init(style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: Shape {
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_shapeview
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public var body: Never { fatalError() }
}

extension Shape {
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)-3y2ud
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  { _ShapeView() }
}

// https://developer.apple.com/documentation/swiftui/foregroundstyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ForegroundStyle: ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/foregroundstyle/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/shapestyle/foreground
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/tintshapestyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct TintShapeStyle: ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/tintshapestyle/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/shapestyle/tint
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Color {
  // https://developer.apple.com/documentation/swiftui/color/gray
  public static let gray = Color()
}

// https://developer.apple.com/documentation/swiftui/shapestyle/red
extension ShapeStyle where Self == Color {
  public static var red: Color { Color() }
}

// MARK: - Lists

// https://developer.apple.com/documentation/swiftui/liststyle
public protocol ListStyle {}

// https://developer.apple.com/documentation/swiftui/plainliststyle
public struct PlainListStyle: ListStyle {
  // https://developer.apple.com/documentation/swiftui/plainliststyle/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/liststyle/plain
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

// MARK: - View modifiers

/// The `View` modifiers the example app and the snippets call.
extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  // (documented as deprecated from iOS, macOS, tvOS and watchOS 27, in favour of `Tab`,
  // which needs iOS 18; the example app targets iOS 17)
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/scaledtofill()
  nonisolated public func scaledToFill() -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
}

// MARK: - State and layout

// https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value
  // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }
  // Not on the documentation pages (unavailable declarations are not shown): SwiftUI's
  // interface pairs the constrained initializer below with this unconstrained, unavailable
  // one, which is what lets `@Bindable var settings: Settings` take a `Settings` in a
  // memberwise initializer.
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject {
  // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding(get: { wrappedValue[keyPath: keyPath] }, set: { _ in })
  }
}

extension State {
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { self.init(wrappedValue: value) }
}

extension HorizontalAlignment {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
}
