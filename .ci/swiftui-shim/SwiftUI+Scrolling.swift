// What AsyncListView's lifecycle, start position, row visibility and search use: the task keyed
// by the model, the state overlay, programmatic scrolling, a row's geometry against its scroll
// view, and a search field with a presentation binding. Same format as the other shim files
// (`.ci/check-swiftui-shim` holds each declaration to the `apple:` text recorded under its page).

extension View {
  // https://developer.apple.com/documentation/swiftui/view/task(id:name:priority:file:line:_:)
  // unverified: the page of this overload was not among the stored pages; declared as its two siblings show it (task(name:priority:file:line:_:) and task(id:name:executorPreference:priority:file:line:_:), the same parameters less the executor)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func task<T>(id: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View where T: Equatable { self }

  // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  // apple: nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) nonisolated public func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V: View { self }

  // https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
  // apple: nonisolated func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
  // unverified: the page was not among the stored pages; declared as scrollPosition(id:anchor:)'s page names it, `scrollTargetLayout(isEnabled:)`, with the default the modifier is used with
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
  // apple: @export(implementation) @preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T : Equatable, T : Sendable
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *) @preconcurrency nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T: Equatable, T: Sendable { self }

  // https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)-1hn4y
  // apple: nonisolated func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View
  @available(iOS 17.0, macOS 14.0, visionOS 1.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable) nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/scrollviewreader
// apple: @frozen nonisolated struct ScrollViewReader<Content> where Content : View
// conforms: View
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) @frozen nonisolated public struct ScrollViewReader<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
  // apple: nonisolated init(@ContentBuilder content: @escaping (ScrollViewProxy) -> Content)
  nonisolated public init(@ContentBuilder content: @escaping (ScrollViewProxy) -> Content) {}
}

extension ScrollViewReader: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scrollviewproxy
// apple: struct ScrollViewProxy
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) public struct ScrollViewProxy {
  // https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
  // apple: func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID : Hashable
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

extension UnitPoint {
  // https://developer.apple.com/documentation/swiftui/unitpoint/top
  // apple: static let top: UnitPoint
  public static let top: UnitPoint = UnitPoint()
}

extension GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)
  // apple: func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:)
  // apple: func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect?
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
// apple: protocol CoordinateSpaceProtocol
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) public protocol CoordinateSpaceProtocol {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
  // apple: var coordinateSpace: CoordinateSpace { get }
  var coordinateSpace: CoordinateSpace { get }
}

// https://developer.apple.com/documentation/swiftui/coordinatespace
// apple: enum CoordinateSpace
public enum CoordinateSpace {}

// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
// unverified: the type's page was not among the stored pages (a third-party reference gives `struct NamedCoordinateSpace` with the `coordinateSpace` requirement)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) public struct NamedCoordinateSpace: CoordinateSpaceProtocol {
  // https://developer.apple.com/documentation/swiftui/namedcoordinatespace/coordinatespace
  // apple: var coordinateSpace: CoordinateSpace { get }
  public var coordinateSpace: CoordinateSpace { fatalError() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
  // unverified: the page was not among the stored pages; the named space of the nearest scroll view, as GeometryProxy.bounds(of:) takes it
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
}
