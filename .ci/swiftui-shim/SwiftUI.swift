// A SwiftUI interface shim for CI on Linux: the declarations AsyncListUI uses, each with the
// signature, generic constraints, result builder, isolation and availability that Apple's
// documentation gives (the page is cited above each, with its declaration under `apple:`).
// Bodies are stubs: this module exists only so that `swiftc -typecheck` can check AsyncListUI's
// calls, into the core for real and into SwiftUI against the documented signatures. It is never
// shipped and never a product.
// What it cannot check: rendering, layout, animation timing, and undocumented behaviour.

// SwiftUI re-exports Foundation, whose `CGFloat` is the real struct (Apple's page:
// developer.apple.com/documentation/corefoundation/cgfloat-swift.struct, `@frozen struct CGFloat`).
// The shim uses it rather than declaring its own: the compiler converts between Double and
// CGFloat implicitly only for the CoreGraphics/CoreFoundation/Foundation type, as on Apple
// platforms, and a `CGFloat` declared in this module would reject valid calls.
@_exported import Foundation

// https://developer.apple.com/documentation/swiftui/view
// apple: @MainActor @preconcurrency protocol View
@MainActor @preconcurrency public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  // apple: associatedtype Body : View
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  // apple: @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (conforms to View)
extension Never: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
// apple: @resultBuilder struct ViewBuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  // apple: @export(implementation) static func buildBlock() -> EmptyContent
  public static func buildBlock() -> EmptyContent { EmptyView() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  // apple: @export(implementation) static func buildBlock<Content>(_ content: Content) -> Content
  public static func buildBlock<Content>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  // apple: @export(implementation) static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View { TupleView((repeat each content)) }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  // apple: @export(implementation) static func buildIf<Content>(_ content: Content?) -> Content?
  public static func buildIf<Content>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  // apple: @export(implementation) static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > { _ConditionalContent() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  // apple: @export(implementation) static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > { _ConditionalContent() }
}

// `ContentBuilder` (`typealias ContentBuilder = ViewBuilder`, the spelling Apple's current pages
// use for builder parameters) is declared in SwiftUI+Apps.swift.

// https://developer.apple.com/documentation/swiftui/emptycontent
// apple: typealias EmptyContent = EmptyView
public typealias EmptyContent = EmptyView

// https://developer.apple.com/documentation/swiftui/optional (Optional: View where Wrapped: View)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
// apple: @frozen struct _ConditionalContent<TrueContent, FalseContent>
// conforms: View
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
// apple: @frozen nonisolated struct TupleView<T>
// conforms: View
@frozen nonisolated public struct TupleView<T>: View {
  // https://developer.apple.com/documentation/swiftui/tupleview/value
  // apple: var value: T
  public var value: T
  // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  // apple: nonisolated init(_ value: T)
  nonisolated public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
// apple: @frozen nonisolated struct EmptyView
// conforms: View
@frozen nonisolated public struct EmptyView: View {
  // https://developer.apple.com/documentation/swiftui/emptyview/init()
  // apple: nonisolated init()
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview
// apple: @frozen nonisolated struct AnyView
// conforms: View
@frozen nonisolated public struct AnyView: View {
  // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  // apple: nonisolated init<V>(_ view: V) where V : View
  nonisolated public init<V>(_ view: V) where V: View {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
// apple: @frozen struct ModifiedContent<Content, Modifier>
// conforms: View, ViewModifier
@frozen public struct ModifiedContent<Content, Modifier> {
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  // apple: nonisolated init(content: Content, modifier: Modifier)
  nonisolated public init(content: Content, modifier: Modifier) { self.modifier = modifier }
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  // apple: var modifier: Modifier
  public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
// apple: @MainActor @preconcurrency protocol ViewModifier
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  // apple: @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  // apple: @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  @ContentBuilder @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
// apple: @frozen struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier
// conforms: View
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@frozen public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
// apple: nonisolated struct AccessibilityAttachmentModifier
// conforms: ViewModifier
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  // https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier/body
  // apple: typealias Body = Never
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/list
// apple: nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View
// conforms: View
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  // apple: nonisolated init(@ContentBuilder content: () -> Content)
  nonisolated public init(@ContentBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/foreach
// apple: struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
// conforms: View
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  // https://developer.apple.com/documentation/swiftui/foreach/content
  // apple: var content: (Data.Element) -> Content
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

extension ForEach {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90tjx
  // apple: init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Content : View, Data.Element : Identifiable
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Content: View, Data.Element: Identifiable { self.content = content }
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  // apple: init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content) where Content : View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content)
  where Content: View { self.content = content }
}

// https://developer.apple.com/documentation/swiftui/text
// apple: @frozen struct Text
// conforms: Equatable, Sendable, View
@frozen public struct Text: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  // apple: init<S>(_ content: S) where S : StringProtocol
  public init<S>(_ content: S) where S: StringProtocol {}
  // https://developer.apple.com/documentation/swiftui/text/font(_:)
  // apple: nonisolated func font(_ font: Font?) -> Text
  nonisolated public func font(_ font: Font?) -> Text { self }
  // https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
  // apple: nonisolated func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
}

extension Text: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
// apple: nonisolated struct Button<Label> where Label : View
// conforms: View
nonisolated public struct Button<Label>: View where Label: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  // apple: @preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/progressview
// apple: nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View
// conforms: View
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
  public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  // https://developer.apple.com/documentation/swiftui/progressview/init()
  // apple: nonisolated init() where Label == EmptyView
  nonisolated public init() where Label == EmptyView {}
}

// https://developer.apple.com/documentation/swiftui/vstack
// apple: @frozen nonisolated struct VStack<Content> where Content : View
// conforms: View
@frozen nonisolated public struct VStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // apple: nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)
  nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/hstack
// apple: @frozen nonisolated struct HStack<Content> where Content : View
// conforms: View
@frozen nonisolated public struct HStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  // apple: nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spacer
// apple: @frozen struct Spacer
// conforms: Sendable, View
@frozen public struct Spacer: Sendable {
  // https://developer.apple.com/documentation/swiftui/spacer/minlength
  // apple: var minLength: CGFloat?
  public var minLength: CGFloat?
  // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  // apple: init(minLength: CGFloat? = nil)
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
// apple: @frozen struct HorizontalAlignment
// conforms: Equatable, Sendable
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  // apple: static let center: HorizontalAlignment
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public static let center: HorizontalAlignment = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
// apple: @frozen struct VerticalAlignment
// conforms: Equatable, Sendable
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@frozen public struct VerticalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  // apple: static let center: VerticalAlignment
  public static let center: VerticalAlignment = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/shapestyle
// apple: protocol ShapeStyle : Sendable
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/color
// apple: @frozen struct Color
// conforms: Hashable, Sendable, ShapeStyle, View
@frozen public struct Color: Hashable, Sendable, ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/color/secondary
  // apple: static let secondary: Color
  public static let secondary: Color = Color()
  // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  // apple: func opacity(_ opacity: Double) -> Color
  public func opacity(_ opacity: Double) -> Color { self }
}

extension Color: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
// apple: @frozen struct HierarchicalShapeStyle
// conforms: Sendable, ShapeStyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) @frozen public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
  // https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
  // apple: static let secondary: HierarchicalShapeStyle
  public static let secondary: HierarchicalShapeStyle = HierarchicalShapeStyle()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.type.property
  // apple: @export(implementation) static var secondary: HierarchicalShapeStyle { get }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

// https://developer.apple.com/documentation/swiftui/font
// apple: @frozen struct Font
// conforms: Hashable, Sendable
@frozen public struct Font: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/font/footnote
  // apple: static let footnote: Font
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public static let footnote: Font = Font()
}

// https://developer.apple.com/documentation/swiftui/textalignment
// apple: @frozen enum TextAlignment
// conforms: BitwiseCopyable, Hashable, Equatable, CaseIterable, Sendable, SendableMetatype, Copyable
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

// https://developer.apple.com/documentation/swiftui/unitpoint
// apple: @frozen struct UnitPoint
// conforms: Hashable, Sendable
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@frozen public struct UnitPoint: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/unitpoint/leading
  // apple: static let leading: UnitPoint
  public static let leading: UnitPoint = UnitPoint()
  // https://developer.apple.com/documentation/swiftui/unitpoint/center
  // apple: static let center: UnitPoint
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public static let center: UnitPoint = UnitPoint()
}

// https://developer.apple.com/documentation/swiftui/alignment
// apple: @frozen struct Alignment
// conforms: Equatable, Sendable
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@frozen public struct Alignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  // apple: static let center: Alignment
  public static let center: Alignment = Alignment()
}

// https://developer.apple.com/documentation/swiftui/animation
// apple: @frozen struct Animation
// conforms: Equatable, Sendable
@frozen public struct Animation: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/animation/default
  // apple: static let `default`: Animation
  public static let `default`: Animation = Animation()
  // https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
  // apple: static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
    -> Animation
  { Animation() }
  // https://developer.apple.com/documentation/swiftui/animation/easein(duration:)
  // apple: static func easeIn(duration: TimeInterval) -> Animation
  public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
  // https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
  // apple: static func easeOut(duration: TimeInterval) -> Animation
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
// apple: func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

// https://developer.apple.com/documentation/swiftui/state
// apple: @frozen @propertyWrapper struct State<Value>
// conforms: DynamicProperty
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  // apple: init(wrappedValue value: Value)
  public init(wrappedValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  // apple: var wrappedValue: Value { get nonmutating set }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  // apple: var projectedValue: Binding<Value> { get }
  public var projectedValue: Binding<Value> { Binding(get: { fatalError() }, set: { _ in }) }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
// apple: protocol DynamicProperty
public protocol DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  // apple: mutating func update()
  mutating func update()
}

extension DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  // apple: mutating func update()
  public mutating func update() {}
}

// https://developer.apple.com/documentation/swiftui/binding
// apple: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
// conforms: DynamicProperty, Sendable
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  // apple: @preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  // apple: var wrappedValue: Value { get nonmutating set }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  // apple: subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { fatalError() }, set: { _ in })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/submittriggers
// apple: struct SubmitTriggers
// conforms: OptionSet, Sendable
public struct SubmitTriggers: OptionSet, Sendable {
  // https://developer.apple.com/documentation/swiftui/submittriggers/rawvalue-swift.typealias
  // apple: typealias RawValue = UInt
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public typealias RawValue = UInt
  // https://developer.apple.com/documentation/swiftui/submittriggers/rawvalue-swift.property
  // apple: let rawValue: SubmitTriggers.RawValue
  public let rawValue: SubmitTriggers.RawValue
  // https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)
  // apple: init(rawValue: SubmitTriggers.RawValue)
  public init(rawValue: SubmitTriggers.RawValue) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/submittriggers/text
  // apple: static let text: SubmitTriggers
  public static let text: SubmitTriggers = SubmitTriggers(rawValue: 1)
  // https://developer.apple.com/documentation/swiftui/submittriggers/search
  // apple: static let search: SubmitTriggers
  public static let search: SubmitTriggers = SubmitTriggers(rawValue: 2)
}

// https://developer.apple.com/documentation/swiftui/searchfieldplacement
// apple: struct SearchFieldPlacement
// conforms: Sendable
public struct SearchFieldPlacement: Sendable {
  // https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
  // apple: static let automatic: SearchFieldPlacement
  public static let automatic: SearchFieldPlacement = SearchFieldPlacement()
}

// https://developer.apple.com/documentation/swiftui/placeholdercontentview
// apple: nonisolated struct PlaceholderContentView<Value>
// conforms: View
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public struct PlaceholderContentView<Value>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/contentunavailableview
// apple: nonisolated struct ContentUnavailableView<Label, Description, Actions> where Label : View, Description : View, Actions : View
// conforms: View
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
  public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  // https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-4cqp1
  // apple: nonisolated init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S : StringProtocol
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView {
  // https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
  // apple: nonisolated init(@ContentBuilder label: () -> Label, @ContentBuilder description: () -> Description = { EmptyView() }, @ContentBuilder actions: () -> Actions = { EmptyView() })
  nonisolated public init(
    @ContentBuilder label: () -> Label,
    @ContentBuilder description: () -> Description = { EmptyView() },
    @ContentBuilder actions: () -> Actions = { EmptyView() }
  ) {}
}

// https://developer.apple.com/documentation/swiftui/scrollview
// apple: nonisolated struct ScrollView<Content> where Content : View
// conforms: View
nonisolated public struct ScrollView<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  // apple: @export(implementation) nonisolated init(_ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/axis
// apple: @frozen enum Axis
// conforms: CaseIterable, Hashable, Sendable
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@frozen public enum Axis: CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  // https://developer.apple.com/documentation/swiftui/axis/set
  // apple: @frozen struct Set
  // conforms: OptionSet, Sendable
  @frozen public struct Set: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
    // apple: let rawValue: Int8
    public let rawValue: Int8
    // https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
    // apple: init(rawValue: Int8)
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/axis/set/horizontal
    // apple: static let horizontal: Axis.Set
    public static let horizontal: Axis.Set = Set(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    // apple: static let vertical: Axis.Set
    // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
    public static let vertical: Axis.Set = Set(rawValue: 2)
  }
}

// https://developer.apple.com/documentation/swiftui/lazyvstack
// apple: nonisolated struct LazyVStack<Content> where Content : View
// conforms: View
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public struct LazyVStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
  // apple: nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ContentBuilder content: () -> Content)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ContentBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
// apple: struct PinnedScrollableViews
// conforms: OptionSet, Sendable
public struct PinnedScrollableViews: OptionSet, Sendable {
  // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/rawvalue
  // apple: let rawValue: UInt32
  public let rawValue: UInt32
  // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/init(rawvalue:)
  // apple: init(rawValue: UInt32)
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// https://developer.apple.com/documentation/swiftui/edge
// apple: @frozen enum Edge
// conforms: CaseIterable, Hashable, Sendable
@frozen public enum Edge: CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  // apple: @frozen struct Set
  // conforms: Equatable, SendableMetatype, ExpressibleByArrayLiteral, BitwiseCopyable, RawRepresentable, Sendable, OptionSet, SetAlgebra
  @frozen public struct Set: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
    // apple: let rawValue: Int8
    // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
    public let rawValue: Int8
    // https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
    // apple: init(rawValue: Int8)
    // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/edge/set/all
    // apple: static let all: Edge.Set
    public static let all: Edge.Set = Set(rawValue: 15)
  }
}

// https://developer.apple.com/documentation/swiftui/verticaledge
// apple: @frozen enum VerticalEdge
// conforms: Sendable, BitwiseCopyable, Copyable, SendableMetatype, CaseIterable, Equatable, Escapable, Decodable, Encodable, RawRepresentable, Hashable
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) @frozen public enum VerticalEdge: CaseIterable, Hashable, Sendable { case top, bottom }

// https://developer.apple.com/documentation/swiftui/image
// apple: @frozen struct Image
// conforms: Sendable, View
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@frozen public struct Image: Sendable {
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  // apple: init(systemName: String)
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public init(systemName: String) {}
}

extension Image: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/material
// apple: struct Material
// conforms: Sendable, ShapeStyle
// unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) public struct Material: ShapeStyle, Sendable {
  // https://developer.apple.com/documentation/swiftui/material/regularmaterial
  // apple: static let regularMaterial: Material
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public static let regularMaterial: Material = Material()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == Material {
  // https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
  // apple: static var regularMaterial: Material { get }
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  public static var regularMaterial: Material { Material.regularMaterial }
}

/// The `View` modifiers AsyncListUI calls.
extension View {
  // https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)
  // apple: nonisolated func phaseAnimator<Phase>(_ phases: some Sequence, trigger: some Equatable, @ContentBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phase : Equatable
  // differs: the page prints `some Sequence`, dropping the primary associated type the SDK's parameter has (`some Sequence<Phase>`, as the PhaseAnimator.init page spells it); without it no caller could infer `Phase`
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func phaseAnimator<Phase>(
    _ phases: some Sequence<Phase>,  // the page prints `some Sequence`; without <Phase> no caller can infer Phase
    trigger: some Equatable,
    @ContentBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where Phase: Equatable { self }
  // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  // apple: nonisolated func allowsHitTesting(_ enabled: Bool) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  // apple: nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  // apple: nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  // https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
  // apple: @export(implementation) nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
  // apple: nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
  // apple: nonisolated func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> V) -> some View where V : View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> V
  ) -> some View where V: View { self }
  // https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)
  // apple: nonisolated func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    self
  }
  // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  // apple: nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
    self
  }
  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  // apple: nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  // apple: nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  // apple: nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
  where V: Equatable { self }
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  // apple: nonisolated func opacity(_ opacity: Double) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  // apple: nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V : Equatable
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }
  // https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  // apple: nonisolated func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  // apple: nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    self
  }
  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  // apple: nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  // apple: nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
  // apple: nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  // apple: nonisolated func font(_ font: Font?) -> some View
  nonisolated public func font(_ font: Font?) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  // apple: nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
  // https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-6royb
  // apple: nonisolated func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S : StringProtocol
  // unverified: the page was not among the stored pages; the apple: text is written from its siblings and the SDK, not copied
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View
  where S: StringProtocol { self }
  // https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  // apple: nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    self
  }
}
