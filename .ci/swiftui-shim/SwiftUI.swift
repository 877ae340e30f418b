// A SwiftUI interface shim for CI on Linux: the declarations AsyncListUI uses, each with the
// signature, generic constraints, result builder, isolation and availability that Apple's
// documentation gives (the page is cited above each). Bodies are stubs: this module exists only
// so that `swiftc -typecheck` can check AsyncListUI's calls, into the core for real and into
// SwiftUI against the documented signatures. It is never shipped and never a product.
// What it cannot check: rendering, layout, animation timing, and undocumented behaviour.

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (conforms to View)
extension Never: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// https://developer.apple.com/documentation/swiftui/optional (Optional: View where Wrapped: View)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
}

extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90tjx
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { self.data = data }
}

extension ForEach where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
  }
}

// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (a string value)
  public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text { self }
  // https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  // https://developer.apple.com/documentation/swiftui/progressview/init()
  nonisolated public init() {}
}

// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: View {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  public static let center = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  public static let center = VerticalAlignment()
}

/// Core Graphics' scalar (CoreFoundation on Apple platforms).
public typealias CGFloat = Double

// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, ShapeStyle, Hashable {
  // https://developer.apple.com/documentation/swiftui/color/secondary
  public static let secondary = Color()
  public var body: Never { fatalError() }
  // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color { self }
}

// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
  public static let secondary = HierarchicalShapeStyle()
}

// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var secondary: HierarchicalShapeStyle { .secondary }
}

// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/font/footnote
  public static let footnote = Font()
}

// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
  public static let leading = UnitPoint()
  public static let center = UnitPoint()
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
}

// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
  // https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { Animation() }
  // https://developer.apple.com/documentation/swiftui/animation/easein(duration:)
  public static func easeIn(duration: Double) -> Animation { Animation() }
  // https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
  public static func easeOut(duration: Double) -> Animation { Animation() }
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@MainActor public func withAnimation<Result>(_ animation: Animation? = .none, _ body: () throws -> Result) rethrows
  -> Result
{ try body() }

// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { storage = value }
  private var storage: Value
  public var wrappedValue: Value {
    get { storage }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { Binding(get: { storage }, set: { _ in }) }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
  private let getter: () -> Value
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set {}
  }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { _ in })
  }
}

// https://developer.apple.com/documentation/swiftui/submittriggers
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/submittriggers/search
  public static let search = SubmitTriggers(rawValue: 2)
}

// https://developer.apple.com/documentation/swiftui/placeholdercontentview
public struct PlaceholderContentView<Value>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/contentunavailableview
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView where Label == Text, Description == Text?, Actions == EmptyView {
  // https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-4cqp1
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView {
  // https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
  nonisolated public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
}

// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/axis/set
public struct Axis: Sendable {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// https://developer.apple.com/documentation/swiftui/edge/set
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Set(rawValue: 15)
  }
}

// https://developer.apple.com/documentation/swiftui/verticaledge
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable { case top, bottom }

// https://developer.apple.com/documentation/swiftui/image
public struct Image: View, Sendable {
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/material
public struct Material: ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/material/regularmaterial
  public static let regularMaterial = Material()
}

extension ShapeStyle where Self == Material {
  // https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
  public static var regularMaterial: Material { Material.regularMaterial }
}

/// The `View` modifiers AsyncListUI calls.
extension View {
  // https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
  // https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @isolated(any) () async -> Void
  )
    -> some View
  { self }
  // https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    self
  }
  // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    self
  }
  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  { self }
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  public func opacity(_ opacity: Double) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    self
  }
  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:) (edges and length defaulted)
  public func padding(_ length: CGFloat? = nil) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-6royb
  public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  public func onSubmit(of triggers: SubmitTriggers = .init(rawValue: 1), _ action: @escaping () -> Void) -> some View {
    self
  }
}
